// /aftersale (spec §2): one after-sales page per customer. Per installation: its repairs, its open
// tickets, its warranty and maintenance documents, and a "report a problem" shortcut that opens
// the ticket form with the installation filled in. Repairs and tickets need the support feature;
// without it the page keeps the documents. A failed load shows the error with a retry. Loyalty
// and home in its top bar.
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Repair } from '@portal/contract/repairs';
import type { Ticket } from '@portal/contract/support';
import { Feature, hasFeature } from '@portal/domain/feature';
import { installationRoutes } from '@portal/domain/installation-routes';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { CentredSpinner } from '../../components/layouts/centred-spinner';
import { useHubTopBar } from '../../components/navigation/hub-top-bar-actions';
import { LoadErrorState } from '../../components/query-state';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import { useRepairs } from '../../features/repairs/api/get-repairs';
import { RepairCards } from '../../features/repairs/components/repair-list';
import { useTickets } from '../../features/support/api/get-tickets';
import { TicketCard } from '../../features/support/components/ticket-card';
import { ticketsOfInstallation } from '../../features/support/lib/ticket-groups';
import { useSupportSource } from '../support-source';

function Subsection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function InstallationAftersale({
  row,
  title,
  support,
  repairs,
  tickets,
}: {
  row: InstallationRow;
  title: string;
  support: boolean;
  repairs: readonly Repair[];
  tickets: readonly Ticket[];
}) {
  const { t } = useTranslation('support');
  const headingId = `aftersale-${row.id}`;
  const own = (repair: Repair) =>
    (row.OfferID !== null && repair.installation.OfferID === row.OfferID) ||
    (row.OrderID !== null && repair.installation.OrderID === row.OrderID);
  const open = ticketsOfInstallation(tickets, row).filter((ticket) => !ticket.final);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, borderRadius: '16px', mb: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {support && (
        <>
          <Subsection title={t('aftersale.repairs')}>
            <RepairCards repairs={repairs.filter(own)} empty={t('aftersale.noRepairs')} />
          </Subsection>
          <Subsection title={t('aftersale.tickets')}>
            {open.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('aftersale.noTickets')}</Typography>
            ) : (
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {open.map((ticket) => (
                  <TicketCard key={ticket.id} ticket={ticket} headingLevel="h4" />
                ))}
              </Box>
            )}
          </Subsection>
        </>
      )}
      <Subsection title={t('aftersale.documents')}>
        <Button
          component={Link}
          to={installationRoutes.documents(row.id)}
          variant="outlined"
          color="inherit"
          startIcon={<DescriptionOutlined />}
        >
          {t('aftersale.documentsLink')}
        </Button>
      </Subsection>
      {support && (
        <Box sx={{ mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={`/support/createissue?installation=${row.id}`}
            variant="contained"
            startIcon={<AddCommentOutlined />}
          >
            {t('aftersale.reportProblem')}
          </Button>
          <Button component={Link} to={installationRoutes.repairList(row.id)} color="inherit">
            {t('aftersale.allRepairs')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

export default function AftersaleRoute() {
  const { t } = useTranslation('support');
  const { features } = usePortalConfig();
  useHubTopBar(features);
  const support = hasFeature(features, Feature.Support);
  const { query, title } = useSupportSource();
  const repairs = useRepairs(support);
  const tickets = useTickets();
  const queries = support ? [query, repairs, tickets] : [query];
  const failed = queries.find((entry) => entry.isError);
  if (failed) {
    return (
      <LoadErrorState
        title={t('aftersale.loadErrorTitle')}
        error={failed.error}
        onRetry={() => queries.forEach((entry) => void entry.refetch())}
      />
    );
  }
  if (queries.some((entry) => entry.data === undefined)) return <CentredSpinner />;
  const rows = query.data ?? [];
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('aftersale.intro')}</Typography>
      {rows.length === 0 ? (
        <EmptyState
          icon={HandymanOutlined}
          title={t('aftersale.none')}
          text={t('aftersale.intro')}
        />
      ) : (
        rows.map((row) => (
          <InstallationAftersale
            key={row.id}
            row={row}
            title={title(row)}
            support={support}
            repairs={repairs.data ?? []}
            tickets={tickets.data ?? []}
          />
        ))
      )}
    </>
  );
}
