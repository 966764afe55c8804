import {
  appointmentSlotsQueryOptions,
  appointmentStoresQueryOptions,
} from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AppointmentPage } from '../appointments/AppointmentPage.tsx';
import { chooseStoreService, parseAppointmentSearch } from '../appointments/appointment-search.ts';
import { ownAddress, seo } from '../seo/seo.ts';

/**
 * `/appointment?store={slug}&service=…` (requirements R-ROUTE-12): book a store appointment. The
 * store pages' "Choose a time" links preselect the store; the loader renders its free slots.
 */
export const Route = createFileRoute('/appointment')({
  validateSearch: parseAppointmentSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const stores = await context.queryClient.ensureQueryData(
      appointmentStoresQueryOptions(context.stores),
    );
    const { store, service } = chooseStoreService(stores, deps);
    if (store && service) {
      await context.queryClient.ensureQueryData(
        appointmentSlotsQueryOptions(context.stores, { store: store.slug, service }),
      );
    }
    return { storeName: store?.name };
  },
  head: ({ loaderData, match }) =>
    seo({
      title: loaderData?.storeName
        ? `Book an appointment at ${loaderData.storeName}`
        : 'Book a store appointment',
      description:
        'Book a free ski boot fitting, walking boot fitting, ski servicing or kit advice appointment at your nearest Cairn store.',
      canonical: ownAddress(match),
    }),
  component: AppointmentRoute,
});

function AppointmentRoute() {
  const search = Route.useLoaderDeps();
  const { stores: client } = Route.useRouteContext();
  const { data: stores } = useSuspenseQuery(appointmentStoresQueryOptions(client));
  const { store, service } = chooseStoreService(stores, search);
  return <AppointmentPage stores={stores} store={store} service={service} />;
}
