import { firstServerMessage } from './server-errors.ts';

/**
 * A form's problem, read out when it appears. One message for the whole form; field errors sit
 * under their fields.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="account-alert">
      {message}
    </p>
  ) : null;
}

/**
 * The alert for a failed call: the first server message, or `fallback` when the failure has
 * none (offline, a server error). Nothing while there is no error.
 */
export function ServerAlert({ error, fallback }: { error: unknown; fallback: string }) {
  return <FormAlert message={error ? firstServerMessage(error, fallback) : null} />;
}

/**
 * A polite live region for what a form did ("Your details are saved"). It is always in the
 * page, so the change of its text is what gets read out.
 */
export function FormStatus({ message }: { message: string | null | undefined }) {
  return (
    <p role="status" className="account-status">
      {message ?? ''}
    </p>
  );
}
