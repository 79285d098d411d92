// A tenant's logo set by `npm run tenant` (decision 056): the file as given, served to the portal,
// and its PNG raster, made once when the logo was set, drawn on the generated PDFs.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface StoredTenantLogo {
  contentType: 'image/svg+xml' | 'image/png' | 'image/jpeg';
  original: Buffer;
  version: string;
  raster: { png: Buffer; width: number; height: number };
}

/** Sets (or replaces) the tenant's logo and its raster. */
export async function saveTenantLogo(
  db: Kysely<Database>,
  tenantId: number,
  logo: StoredTenantLogo,
  now: Date,
): Promise<void> {
  const values = {
    content_type: logo.contentType,
    original_base64: logo.original.toString('base64'),
    version: logo.version,
    raster_png_base64: logo.raster.png.toString('base64'),
    raster_width: logo.raster.width,
    raster_height: logo.raster.height,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('tenant_logos')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute();
}

/** The tenant's stored logo, or undefined when its logo is a file of the web app. */
export async function findTenantLogo(
  db: Kysely<Database>,
  tenantId: number,
): Promise<StoredTenantLogo | undefined> {
  const row = await db
    .selectFrom('tenant_logos')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    contentType: row.content_type,
    original: Buffer.from(row.original_base64, 'base64'),
    version: row.version,
    raster: {
      png: Buffer.from(row.raster_png_base64, 'base64'),
      width: row.raster_width,
      height: row.raster_height,
    },
  };
}
