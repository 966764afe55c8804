import type { Meta, StoryObj } from '@storybook/react';
import type { CSSProperties, ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// The package's own entry files: exactly what `@cairn/guide-filter` and
// `@cairn/guide-filter/react` export, without needing a build first.
import { type AnchorEntry, withAllEntry } from './index.ts';
import { GuideFilter } from './react.tsx';
import './styles.css';

const TOPICS = [
  ['Why waterproof?', 'Rain, sleet and spray: what a shell keeps out, and what it cannot.'],
  ['Fabrics and membranes', 'Two-, two-and-a-half- and three-layer shells compared.'],
  ['Hydrostatic head', 'What 10,000 mm and 28,000 mm mean on a wet Lakeland ridge.'],
  ['Breathability', 'RET and MVTR figures, and why pit zips still matter.'],
  ['Fit and layering', 'Room for a fleece and a down jacket without flapping in the wind.'],
  ['Hoods', 'Helmet-compatible, wired peaks and volume adjusters.'],
  ['Pockets', 'Hip-belt friendly chest pockets and where maps really go.'],
  ['Zips and vents', 'Water-resistant zips, storm flaps and two-way venting.'],
  ['Seams and taping', 'Fully taped seams and the weak points to inspect.'],
  ['Weight and packability', 'From 200 g emergency shells to winter mountaineering armour.'],
  ['Care and reproofing', 'Washing, tumble drying and renewing the DWR.'],
  ['Sustainability', 'PFC-free treatments, recycled face fabrics and repairs.'],
] as const;

// The ids the page gives its sections (with @cairn/content-blocks: `anchorEntries(story)`).
const ENTRIES: AnchorEntry[] = TOPICS.map(([title]) => ({
  id: title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  title,
}));

const HEADER_HEIGHT = 64;

interface GuidePageProps {
  entries: ReadonlyArray<AnchorEntry>;
  title?: ReactNode;
}

/** A long guide page: a sticky site header, a hero, the bar, then one section per topic. */
function GuidePage({ entries, title }: GuidePageProps) {
  const summaries = new Map<string, string>(TOPICS);
  return (
    <div
      style={
        { '--cairn-header-height': `${HEADER_HEIGHT}px`, fontFamily: 'system-ui' } as CSSProperties
      }
    >
      <header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 20,
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          padding: '0 1rem',
          background: '#1d1d1b',
          color: '#fff',
        }}
      >
        <strong>Cairn</strong>
      </header>
      <main>
        <section id="hero-section" style={{ padding: '4rem 1rem', background: '#e8ede6' }}>
          <h1 style={{ margin: 0 }}>{title ?? 'Guide'}</h1>
          <p>Everything to weigh up before buying your next shell.</p>
        </section>
        <GuideFilter entries={entries} title={title} />
        {entries
          .filter((entry) => entry.id !== 'all')
          .map((entry, i) => (
            <section
              key={entry.id}
              id={entry.id}
              className="cairn-guide-section"
              aria-labelledby={`${entry.id}-heading`}
              style={{ padding: '2rem 1rem', minHeight: 320 + (i % 4) * 140 }}
            >
              <h2 id={`${entry.id}-heading`}>{entry.title}</h2>
              <p>{summaries.get(entry.title)}</p>
              <p>
                Our staff test every jacket on Cairn hills in all four seasons. Ask in store or book
                an appointment if you would like a fitting.
              </p>
              <a href="#hero-section">Back to top</a>
            </section>
          ))}
        <footer style={{ padding: '6rem 1rem', background: '#f3f3f1' }}>Cairn Outdoor</footer>
      </main>
    </div>
  );
}

const meta = {
  title: 'Guide filter/GuideFilter',
  component: GuideFilter,
  parameters: { layout: 'fullscreen' },
  args: {
    entries: ENTRIES,
    title: 'Waterproof jackets guide',
  },
  render: (args) => <GuidePage entries={args.entries} title={args.title} />,
} satisfies Meta<typeof GuideFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guide page of twelve sections on a desktop screen: jumps scroll smoothly. */
export const LongGuide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The same guide on a phone: the title is hidden, the bar scrolls sideways, jumps are instant. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Used outside a guide page, the bar starts with `All`, which goes back to the top. */
export const OutsideAGuide: Story = {
  args: {
    entries: withAllEntry(ENTRIES),
    title: undefined,
  },
};

/** A reader picks an entry: it becomes current and focus moves to its section. */
export const JumpToASection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Seams and taping' }));
    await expect(canvas.getByRole('link', { current: true })).toHaveTextContent('Seams and taping');
    await expect(canvasElement.ownerDocument.activeElement?.id).toBe('seams-and-taping');
  },
};
