import { useTranslation } from 'react-i18next';

const systems = ['windows', 'macos', 'linux'] as const;
const steps = ['s1', 's2', 's3'] as const;

/**
 * Where to find the wired adapter's address, one short disclosure per system: the network is
 * wired, and the address people find first is often their Wi-Fi one.
 */
export function MacHelp() {
  const { t } = useTranslation('panel');
  return (
    <div className="mac-help">
      <p>{t('internet.macHelp.intro')}</p>
      {systems.map((system) => (
        <details key={system} className="mac-help__system">
          <summary>{t(`internet.macHelp.${system}.summary`)}</summary>
          <ol>
            {steps.map((step) => (
              <li key={step}>{t(`internet.macHelp.${system}.${step}`)}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
