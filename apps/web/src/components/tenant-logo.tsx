// The tenant's logo (from the portal configuration), or its name in text when it has none. The
// image gets a fixed box (width and height, the logo contained in it), so nothing moves when it
// arrives and Lighthouse counts it as sized: a logo's proportions are not in the configuration.
import styles from './tenant-logo.module.css';

/** Width of the logo's box per unit of height: room for a word mark beside a symbol. */
const LOGO_BOX_ASPECT = 3.4;

export function TenantLogo({
  url,
  name,
  height = 40,
  align = 'left',
}: {
  url: string;
  name: string;
  height?: number;
  align?: 'left' | 'center';
}) {
  const width = Math.round(height * LOGO_BOX_ASPECT);
  if (!url) {
    return (
      <span className={styles.name} style={{ fontSize: height * 0.45 }}>
        {name}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={name}
      width={width}
      height={height}
      className={styles.image}
      style={{ width, height, objectPosition: `${align} center` }}
    />
  );
}
