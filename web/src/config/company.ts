// Company facts shown in the footer; real values come from the business owner before launch.
export const company = {
  brand: 'SLABWORKS',
  messengerUrl: 'https://pf.kakao.com/_slabworks/chat',
  email: 'help@slabworks.kr',
  phone: '1588-0000',
  instagramUrl: 'https://www.instagram.com/slabworks.kr',
  youtubeUrl: 'https://www.youtube.com/@slabworks',
  businessNumber: '000-00-00000',
  mailOrderNumber: '2025-서울강남-00000',
  businessCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=0000000000',
} as const;
