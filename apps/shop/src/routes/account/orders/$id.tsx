import { createFileRoute } from '@tanstack/react-router';
import { OrderDetail } from '../../../customers/orders/OrderDetail.tsx';
import { ownAddress, seo } from '../../../seo/seo.ts';

export const Route = createFileRoute('/account/orders/$id')({
  head: ({ params, match }) => seo({ title: `Order ${params.id}`, canonical: ownAddress(match) }),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderDetail number={id} />;
}
