import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { DownloadButton } from '@/shared/ui/download-button';
import type { Charge, Payment } from '../../api';
import { isOverdue, todayIso } from '../../fee-years';

/** The history switch (kept in the address), the CSV download and the print button. */
export function FeesToolbar({
  historical,
  setHistorical,
  charges,
  payments,
}: {
  historical: boolean;
  setHistorical: (on: boolean) => void;
  charges: Charge[];
  payments: Payment[];
}) {
  const { t, i18n } = useTranslation('panel');
  return (
    <div className="fees-toolbar no-print">
      <div className="switch-field">
        <button
          type="button"
          role="switch"
          id="fees-historical"
          aria-checked={historical}
          aria-describedby="fees-historical-hint"
          className="switch"
          onClick={() => setHistorical(!historical)}
        >
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          <span className="switch__label">{t('fees.historical')}</span>
        </button>
        <p className="field__hint" id="fees-historical-hint">
          {t('fees.historicalHint')}
        </p>
      </div>
      <div className="fees-toolbar__actions">
        <DownloadButton
          make={async () => {
            const { feesCsv } = await import('./fees-csv');
            const today = todayIso();
            const file = feesCsv({
              charges,
              payments,
              historical,
              today,
              isOverdue: (charge) => isOverdue(charge, today),
              t,
              language: i18n.language,
            });
            const name = t(historical ? 'fees.csvFileAll' : 'fees.csvFile', {
              date: today,
            });
            return { name, ...file };
          }}
        >
          {t(historical ? 'fees.csvAll' : 'fees.csvCurrent')}
        </DownloadButton>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('fees.print')}
        </Button>
      </div>
    </div>
  );
}
