import { createFileRoute } from '@tanstack/react-router';
import { OrderDetail } from '../../../customers/orders/OrderDetail.tsx';

export const Route = createFileRoute('/account/orders/$id')({
  head: ({ params }) => ({ meta: [{ title: `Order ${params.id} | Cairn` }] }),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderDetail number={id} />;
}
