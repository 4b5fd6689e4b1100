import type { FaqSeed } from './faq-seed.types';

// No refund wording here (see faqs-service.seed.ts): cancellations say the payment "goes back".
export const ORDER_FAQ_SEED: FaqSeed[] = [
  {
    topic: 'SHIPPING',
    question: { ko: '카드는 어떻게 보내나요?', en: 'How do I send my cards?', tw: '卡片要如何寄送？' },
    answer: {
      ko: '카드를 슬리브와 탑로더에 넣어 택배로 본사에 보내 주세요. 보낸 뒤 마이페이지 주문 상세에서 택배사와 송장번호를 입력합니다.',
      en: 'Put each card in a sleeve and a top loader and ship them to our head office by courier. Then enter the courier and tracking number in the order on your account page.',
      tw: '請將卡片放入卡套與硬卡夾後，以宅配寄至總公司。寄出後請在我的頁面的訂單明細輸入物流公司與追蹤編號。',
    },
  },
  {
    topic: 'SHIPPING',
    question: { ko: '제주도도 배송되나요?', en: 'Do you deliver to Jeju?', tw: '可以寄送到濟州島嗎？' },
    answer: {
      ko: '네. 제주 지역은 반송 배송비 6,000원이 추가됩니다.',
      en: 'Yes. Delivery back to Jeju adds KRW 6,000.',
      tw: '可以。寄回濟州地區需加收運費 6,000 韓元。',
    },
  },
  {
    topic: 'SHIPPING',
    question: {
      ko: '배송지를 바꿀 수 있나요?',
      en: 'Can I change the delivery address?',
      tw: '可以變更收件地址嗎？',
    },
    answer: {
      ko: '카드가 출고되기 전까지 마이페이지 주문 상세에서 바꿀 수 있습니다. 출고 전 마지막 기회이니 꼭 확인해 주세요.',
      en: 'Yes, in the order on your account page until the cards are dispatched. That is your last chance before shipping, so please check it.',
      tw: '可以，在卡片出貨前於我的頁面的訂單明細變更。這是出貨前最後的機會，請務必確認。',
    },
  },
  {
    topic: 'PAYMENT',
    question: { ko: '어떤 결제 수단을 쓸 수 있나요?', en: 'How can I pay?', tw: '可以使用哪些付款方式？' },
    answer: {
      ko: '신용·체크카드, 실시간 계좌이체, 가상계좌, 휴대폰 결제, 간편결제를 쓸 수 있습니다.',
      en: 'Credit or debit card, real-time bank transfer, virtual account, mobile payment and quick-pay wallets.',
      tw: '可使用信用卡或金融卡、即時轉帳、虛擬帳號、手機付款與行動支付。',
    },
  },
  {
    topic: 'PAYMENT',
    question: {
      ko: '가상계좌 입금 기한이 지나면 어떻게 되나요?',
      en: 'What happens if I miss the virtual-account deadline?',
      tw: '虛擬帳號超過繳款期限會怎樣？',
    },
    answer: {
      ko: '기한 안에 입금되지 않으면 주문이 자동으로 취소됩니다. 다시 주문해 주세요.',
      en: 'The order is cancelled automatically. Please place it again.',
      tw: '訂單將自動取消，請重新下單。',
    },
  },
  {
    topic: 'PAYMENT',
    question: { ko: '주문을 취소할 수 있나요?', en: 'Can I cancel my order?', tw: '可以取消訂單嗎？' },
    answer: {
      ko: '카드가 본사에 입고되기 전까지 마이페이지에서 취소할 수 있으며, 결제 금액은 원래 결제 수단으로 돌려드립니다.',
      en: 'Yes, on your account page until your cards are checked in at our head office. The payment goes back to the method you paid with.',
      tw: '可以，在卡片送達總公司入庫前於我的頁面取消，款項將退回原付款方式。',
    },
  },
  {
    topic: 'ACCOUNT',
    question: {
      ko: '인증 메일이 오지 않아요.',
      en: 'I did not get the verification e-mail.',
      tw: '沒有收到驗證信。',
    },
    answer: {
      ko: '스팸함을 확인해 주세요. 로그인 화면에서 인증 메일을 다시 받을 수 있습니다.',
      en: 'Please check your spam folder. You can have it sent again from the log-in screen.',
      tw: '請檢查垃圾郵件匣。也可以在登入畫面重新寄送驗證信。',
    },
  },
  {
    topic: 'ACCOUNT',
    question: {
      ko: '휴면 계정은 어떻게 해제하나요?',
      en: 'How do I reactivate a dormant account?',
      tw: '休眠帳號如何解除？',
    },
    answer: {
      ko: '1년 넘게 로그인하지 않으면 휴면 계정이 됩니다. 로그인한 뒤 휴면 해제 버튼을 누르면 바로 다시 이용할 수 있습니다.',
      en: 'An account becomes dormant after a year without logging in. Log in and press the reactivate button to use it again right away.',
      tw: '超過 1 年未登入的帳號會轉為休眠。登入後按下解除休眠按鈕即可立即恢復使用。',
    },
  },
  {
    topic: 'ACCOUNT',
    question: {
      ko: '만 14세 미만도 가입할 수 있나요?',
      en: 'Can children under 14 sign up?',
      tw: '未滿 14 歲可以註冊嗎？',
    },
    answer: {
      ko: '아니요. 만 14세 이상만 가입할 수 있습니다.',
      en: 'No. You must be 14 or older to sign up.',
      tw: '不行。須年滿 14 歲才能註冊。',
    },
  },
];
