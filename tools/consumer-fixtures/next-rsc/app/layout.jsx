import '@cairn/ui/styles.css';
import '@cairn/content-blocks/styles.css';
import '@cairn/guide-filter/styles.css';

export const metadata = { title: 'Cairn blocks in Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
