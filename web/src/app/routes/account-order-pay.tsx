import { useParams } from 'react-router';
import { OrderPayment } from '@/features/order-flow/payment/order-payment';

// /account/order/:id/pay — the checkout's payment step for an order placed earlier and still unpaid.
const AccountOrderPayRoute = () => {
  const { id = '' } = useParams();
  return <OrderPayment orderId={id} />;
};

export default AccountOrderPayRoute;
