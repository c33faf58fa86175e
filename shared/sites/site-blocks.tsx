import type { ReactNode } from 'react';
import type { BlockProps, SiteBlock, SiteImage, SitePage, SiteSettings } from './schemas.ts';
import type { SiteLiveData } from './live.ts';
import { SITE_MESSAGES as M } from './messages.ts';
import { BLOCK_LABELS, type BlockType } from './blocks.ts';

/**
 * The blocks of a website as plain HTML elements: the builder (Puck's component config) renders
 * them for its preview, and the server renders them with renderToStaticMarkup into the published
 * page, so what an editor sees is what visitors get. No hooks, no state, no client script: a
 * published page needs no JavaScript to read. Styles are the class names of SITE_CSS.
 */

export function SiteImg({ image, sizes, eager, className }: { image: SiteImage; sizes: string; eager?: boolean; className?: string }) {
  const srcSet = image.sources.length ? image.sources.map((source) => `${source.url} ${source.width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

const when = (iso: string, timeZone: string) => {
  try {
    return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  }
};

function Section({ type, heading, children }: { type: BlockType; heading: string; children: ReactNode }) {
  return (
    <section className={`rs-block rs-${type.toLowerCase()}`}>
      {heading ? <h2>{heading}</h2> : null}
      {children}
    </section>
  );
}

function Hero(props: BlockProps['Hero'], first: boolean) {
  return (
    <section className="rs-block rs-hero">
      {props.image ? <SiteImg image={props.image} sizes="100vw" eager={first} className="rs-hero-img" /> : null}
      <div className="rs-hero-text">
        {props.heading ? first ? <h1>{props.heading}</h1> : <h2>{props.heading}</h2> : null}
        {props.subheading ? <p>{props.subheading}</p> : null}
        {props.buttonLabel && props.buttonHref ? (
          <a className="rs-button" href={props.buttonHref}>
            {props.buttonLabel}
          </a>
        ) : null}
      </div>
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

function renderBlock(block: SiteBlock, live: SiteLiveData, first: boolean): ReactNode {
  switch (block.type) {
    case 'Hero':
      return Hero(block.props, first);
    case 'Text':
      return (
        <Section type="Text" heading={block.props.heading}>
          <Paragraphs text={block.props.body} />
        </Section>
      );
    case 'Gallery':
      return (
        <Section type="Gallery" heading={block.props.heading}>
          <div className="rs-gallery">
            {block.props.images.map((image, index) => (
              <SiteImg key={index} image={image} sizes="(max-width: 640px) 50vw, 300px" />
            ))}
          </div>
        </Section>
      );
    case 'Schedule': {
      const items = live.schedule.slice(0, block.props.limit);
      return (
        <Section type="Schedule" heading={block.props.heading || BLOCK_LABELS.Schedule}>
          {items.length ? (
            <ul className="rs-list">
              {items.map((item) => (
                <li key={item.id}>
                  <strong>{item.title}</strong>
                  {item.opponentName ? <span> vs {item.opponentName}</span> : null}
                  <br />
                  <span className="rs-muted">
                    {when(item.startsAt, item.timezone)}
                    {item.locationName ? ` · ${item.locationName}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rs-muted">{M.noUpcomingGames}</p>
          )}
        </Section>
      );
    }
    case 'Roster':
      return (
        <Section type="Roster" heading={block.props.heading || BLOCK_LABELS.Roster}>
          {live.roster.length ? (
            <ul className="rs-roster">
              {live.roster.map((member, index) => (
                <li key={index}>
                  {member.name}
                  <span className="rs-muted"> {member.role}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rs-muted">{M.noRoster}</p>
          )}
        </Section>
      );
    case 'Standings':
      return (
        <Section type="Standings" heading={block.props.heading || BLOCK_LABELS.Standings}>
          {live.standings.map((table) => (
            <div key={table.name} className="rs-table-wrap">
              <table className="rs-table">
                <caption>{table.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    <th scope="col">P</th>
                    <th scope="col">W</th>
                    <th scope="col">L</th>
                    <th scope="col">T</th>
                    <th scope="col">Pts</th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.name}>
                      <td>{row.name}</td>
                      <td>{row.played}</td>
                      <td>{row.wins}</td>
                      <td>{row.losses}</td>
                      <td>{row.ties}</td>
                      <td>{row.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
          {live.results.length ? (
            <ul className="rs-list rs-results">
              {live.results.map((game) => (
                <li key={game.id}>
                  <span>{game.homeName}</span> <strong>{`${game.homeScore} – ${game.awayScore}`}</strong> <span>{game.awayName}</span>
                  {game.status !== 'final' ? <span className="rs-muted"> ({game.status})</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {!live.standings.length && !live.results.length ? <p className="rs-muted">{M.noStandings}</p> : null}
        </Section>
      );
    case 'Registrations':
      return (
        <Section type="Registrations" heading={block.props.heading || BLOCK_LABELS.Registrations}>
          {live.registrations.length ? (
            <ul className="rs-list">
              {live.registrations.map((form) => (
                <li key={form.id}>
                  {form.title}{' '}
                  <a className="rs-link" href={form.path}>
                    {M.register}
                    <span className="rs-sr"> {form.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rs-muted">{M.noRegistrations}</p>
          )}
        </Section>
      );
    case 'Sponsors':
      return (
        <Section type="Sponsors" heading={block.props.heading || BLOCK_LABELS.Sponsors}>
          <ul className="rs-sponsors">
            {block.props.sponsors.map((sponsor, index) => {
              const content = sponsor.logo ? (
                <SiteImg image={{ ...sponsor.logo, alt: sponsor.logo.alt || sponsor.name }} sizes="160px" />
              ) : (
                <span>{sponsor.name}</span>
              );
              return <li key={index}>{sponsor.href ? <a href={sponsor.href}>{content}</a> : content}</li>;
            })}
          </ul>
        </Section>
      );
    case 'Contact':
      return (
        <Section type="Contact" heading={block.props.heading || BLOCK_LABELS.Contact}>
          {block.props.note ? <Paragraphs text={block.props.note} /> : null}
          <ul className="rs-list">
            {block.props.email ? (
              <li>
                <a className="rs-link" href={`mailto:${block.props.email}`}>
                  {block.props.email}
                </a>
              </li>
            ) : null}
            {block.props.phone ? (
              <li>
                <a className="rs-link" href={`tel:${block.props.phone.replace(/[^0-9+]/g, '')}`}>
                  {block.props.phone}
                </a>
              </li>
            ) : null}
          </ul>
        </Section>
      );
    case 'Map': {
      const lat = block.props.lat ?? live.location?.lat ?? null;
      const lng = block.props.lng ?? live.location?.lng ?? null;
      const query = lat !== null && lng !== null ? `${lat},${lng}` : block.props.address || live.cityName || '';
      return (
        <Section type="Map" heading={block.props.heading || BLOCK_LABELS.Map}>
          {block.props.address || live.cityName ? <p>{block.props.address || live.cityName}</p> : null}
          {query ? (
            <a className="rs-button" href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`}>
              {M.openInMaps}
            </a>
          ) : null}
        </Section>
      );
    }
  }
}

export function SiteBlockView({ block, live, first = false }: { block: SiteBlock; live: SiteLiveData; first?: boolean }) {
  return <>{renderBlock(block, live, first)}</>;
}

/** One published page: the site's header (logos, title, navigation), its blocks, and a footer. */
export function SitePageView({
  title,
  settings,
  pages,
  page,
  live,
  pathOf,
}: {
  title: string;
  settings: SiteSettings;
  pages: Pick<SitePage, 'slug' | 'title'>[];
  page: SitePage;
  live: SiteLiveData;
  pathOf: (slug: string) => string;
}) {
  const style = { '--rs-primary': settings.colors.primary, '--rs-accent': settings.colors.accent } as Record<string, string>;
  return (
    <div className="rs-site" style={style}>
      <header className="rs-header">
        <a className="rs-brand" href={pathOf(pages[0]?.slug ?? page.slug)}>
          {settings.logos.primary ? (
            <SiteImg image={{ ...settings.logos.primary, alt: settings.logos.primary.alt || title }} sizes="48px" eager className="rs-logo" />
          ) : null}
          <span>{title}</span>
        </a>
        {pages.length > 1 ? (
          <nav aria-label={title}>
            {pages.map((item) => (
              <a key={item.slug} href={pathOf(item.slug)} aria-current={item.slug === page.slug ? 'page' : undefined}>
                {item.title}
              </a>
            ))}
          </nav>
        ) : null}
      </header>
      <main className="rs-main">
        {page.content.map((block, index) => (
          <SiteBlockView key={block.props.id} block={block} live={live} first={index === 0} />
        ))}
      </main>
      <footer className="rs-footer">
        {settings.logos.secondary ? (
          <SiteImg image={{ ...settings.logos.secondary, alt: settings.logos.secondary.alt || title }} sizes="40px" className="rs-logo" />
        ) : null}
        <span>
          {title} · {M.poweredBy}
        </span>
      </footer>
    </div>
  );
}

/** The published pages' whole stylesheet, inlined in each page (no request to wait for). */
export const SITE_CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f9fafb}
.rs-site{--rs-primary:#1d4ed8;--rs-accent:#f59e0b;min-height:100vh;display:flex;flex-direction:column}
.rs-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:12px 20px;background:var(--rs-primary);color:#fff}
.rs-brand{display:flex;align-items:center;gap:10px;color:#fff;text-decoration:none;font-weight:700;font-size:20px;min-height:48px}
.rs-logo{width:48px;height:48px;object-fit:contain;border-radius:8px;background:#fff}
.rs-header nav{display:flex;flex-wrap:wrap;gap:4px}.rs-header nav a{color:#fff;text-decoration:none;padding:12px;border-radius:6px;min-height:48px}
.rs-header nav a[aria-current=page]{background:rgba(255,255,255,.2)}
.rs-main{flex:1;width:100%;max-width:960px;margin:0 auto;padding:16px}
.rs-block{background:#fff;border-radius:12px;padding:20px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.rs-block h2{margin:0 0 12px;font-size:22px;color:var(--rs-primary)}
.rs-hero{padding:0;overflow:hidden;position:relative;background:var(--rs-primary);color:#fff}
.rs-hero-img{display:block;width:100%;height:auto;max-height:420px;object-fit:cover;aspect-ratio:16/9}
.rs-hero-text{padding:28px 20px}.rs-hero h1,.rs-hero h2{margin:0 0 8px;font-size:32px;line-height:1.2;color:#fff}.rs-hero p{margin:0 0 16px;font-size:18px}
.rs-button{display:inline-block;background:var(--rs-accent);color:#111827;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px;min-height:48px}
.rs-link{color:var(--rs-primary);font-weight:600;display:inline-block;padding:12px 0}
.rs-muted{color:#4b5563}.rs-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.rs-list{list-style:none;margin:0;padding:0}.rs-list li{padding:10px 0;border-bottom:1px solid #e5e7eb}.rs-list li:last-child{border-bottom:0}
.rs-roster{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px;list-style:none;margin:0;padding:0}.rs-roster li{padding:8px;background:#f3f4f6;border-radius:8px}
.rs-gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px}.rs-gallery img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:8px}
.rs-sponsors{display:flex;flex-wrap:wrap;gap:16px;list-style:none;margin:0;padding:0;align-items:center}.rs-sponsors img{width:120px;height:60px;object-fit:contain}
.rs-sponsors a{display:inline-block;min-height:48px;padding:6px}
.rs-table-wrap{overflow-x:auto;margin-bottom:12px}.rs-table{border-collapse:collapse;width:100%}.rs-table caption{text-align:left;font-weight:600;padding:4px 0}
.rs-table th,.rs-table td{padding:8px;text-align:left;border-bottom:1px solid #e5e7eb}.rs-table td+td,.rs-table th+th{text-align:right}
.rs-footer{display:flex;align-items:center;justify-content:center;gap:10px;padding:20px;color:#4b5563;font-size:14px}
@media (max-width:640px){.rs-hero h1,.rs-hero h2{font-size:26px}.rs-main{padding:10px}}
`;
