// Contact and social links of the footer. The legal facts (name, addresses, registration numbers) are
// deploy config served by the api (libs/config COMPANY_*; web/src/lib/company).
export const company = {
  brand: 'SLABWORKS',
  messengerUrl: 'https://pf.kakao.com/_slabworks/chat',
  email: 'help@slabworks.kr',
  phone: '1588-0000',
  instagramUrl: 'https://www.instagram.com/slabworks.kr',
  youtubeUrl: 'https://www.youtube.com/@slabworks',
  /** The government's business lookup; the registration number's digits follow. */
  businessCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=',
} as const;
