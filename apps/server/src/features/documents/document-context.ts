// What every generated document of a customer needs: the customer (in their language, both from the
// request scope), the tenant's branding and installer details, and small look-ups shared by the
// document services. Access is checked by the services before any of this is loaded.
import { ErrorCode } from '@portal/contract/error-code';
import type { Language } from '@portal/contract/portal';
import { FormatLocale } from '@portal/domain/format-locale';
import { AppError } from '../../platform/errors/app-error.ts';
import { type ArticleLine, articleLines } from '../../platform/pdf/article-lines.ts';
import type { DocumentFrame, Party } from '../../platform/pdf/document-frame.ts';
import type { PdfBranding } from '../../platform/pdf/pdf-layout.ts';
import type { CustomerRecord } from '../../platform/scope/customer-record.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listArticlesOfVersion } from '../installations/index.ts';
import {
  findInstallationSite,
  findOrderVersion,
  type InstallationSite,
} from './document-repository.ts';

/** What the document services are built from. */
export type DocumentDeps = Pick<ServiceDeps, 'db' | 'store' | 'loadLogo'>;

export interface DocumentContext {
  customer: CustomerRecord;
  language: Language;
  locale: FormatLocale;
  frame: DocumentFrame;
}

export interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
}

export interface SoldArticles {
  articles: ArticleLine[];
  totals: { exclVatCents: number; inclVatCents: number } | null;
}

export function documentNotFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'Document not found.');
}

function configText(config: Record<string, unknown>, key: string): string {
  const value = config[key];
  return typeof value === 'string' ? value.trim() : '';
}

function nonEmpty(values: (string | null | undefined)[]): string[] {
  return values.map((value) => (value ?? '').trim()).filter((value) => value !== '');
}

export async function documentContext(
  deps: DocumentDeps,
  scope: RequestScope,
): Promise<DocumentContext> {
  const { tenant, customer, language } = scope;
  if (!customer) throw documentNotFound();
  const { colors, config } = tenant.portalConfig;
  const branding: PdfBranding = {
    name: tenant.name,
    primaryColor: colors.primary,
    secondaryColor: colors.secondary,
    logo: await deps.loadLogo(tenant),
  };
  const installer: Party = {
    name: configText(config, 'companyName') || tenant.name,
    addressLines: nonEmpty([configText(config, 'address')]),
    extra: nonEmpty([
      configText(config, 'vatNumber'),
      configText(config, 'contactPhone'),
      configText(config, 'contactEmail'),
    ]),
  };
  const customerParty: Party = {
    name: `${customer.firstName} ${customer.name}`.trim(),
    addressLines: nonEmpty([
      customer.streetAndNumber,
      nonEmpty([customer.postalCode, customer.city]).join(' '),
    ]),
    extra: nonEmpty([customer.email, customer.phone]),
  };
  return {
    customer,
    language,
    locale: FormatLocale[language],
    frame: { branding, installer, customer: customerParty },
  };
}

/** The document context with the installation's site and the articles sold by the order's offer. */
export async function siteDocumentContext(
  deps: DocumentDeps,
  scope: RequestScope,
  subject: { installationId: number; offerId: number | null },
): Promise<{ context: DocumentContext; site: InstallationSite | undefined; sold: SoldArticles }> {
  const context = await documentContext(deps, scope);
  const owner = customerOwner(scope);
  const [site, sold] = await Promise.all([
    findInstallationSite(deps.db, owner, subject.installationId),
    orderArticles(deps, scope, context.language, subject.offerId),
  ]);
  return { context, site, sold };
}

/** The installation's own address, or the customer's when the site has none. */
export function siteParty(context: DocumentContext, site: InstallationSite | undefined): Party {
  const street = site?.streetAndNumber ?? null;
  if (!street) return { ...context.frame.customer, extra: [] };
  return {
    name: context.frame.customer.name,
    addressLines: nonEmpty([street, nonEmpty([site?.postalCode, site?.city]).join(' ')]),
    extra: [],
  };
}

/** The articles and totals of the offer version an order was made from. */
export async function orderArticles(
  deps: DocumentDeps,
  scope: RequestScope,
  language: Language,
  offerId: number | null,
): Promise<SoldArticles> {
  if (offerId === null) return { articles: [], totals: null };
  const version = await findOrderVersion(deps.db, customerOwner(scope), offerId);
  if (!version) return { articles: [], totals: null };
  const groups = await listArticlesOfVersion(deps.db, scope.tenant.id, version.id, language);
  const articles = articleLines(groups, language);
  return {
    articles,
    totals: { exclVatCents: version.totalExclVatCents, inclVatCents: version.totalInclVatCents },
  };
}
