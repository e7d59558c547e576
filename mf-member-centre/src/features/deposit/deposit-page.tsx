import { useState, type ComponentType } from 'react';
import { useTranslation } from '@site/shared';
import type { DepositChannel, DepositChannelCode } from '@site/shared/contract/member';
import { CentrePage, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useDepositChannels } from './api/get-deposit-channels';
import { BankTransferForm } from './components/bank-transfer-form';
import { GatewayForm } from './components/gateway-form';
import { RecentOrders } from './components/recent-orders';
import styles from './deposit.module.css';

export interface DepositPageProps {
  /** How the MATCHED channel is shown; the app composes it from the matched-deposit feature. Without it, MATCHED is not offered. */
  matchedChannel?: ComponentType<{ channel: DepositChannel }>;
}

function ChannelPicker({ channels, value, onChange }: { channels: DepositChannel[]; value: DepositChannelCode; onChange: (code: DepositChannelCode) => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <fieldset className={styles.channels}>
      <legend className={styles.legend}>{t('deposit.chooseChannel')}</legend>
      {channels.map((channel) => (
        <label key={channel.code} className={styles.channel} data-selected={channel.code === value || undefined}>
          <input type="radio" name="deposit-channel" value={channel.code} checked={channel.code === value} onChange={() => onChange(channel.code)} />
          <span>{t(`deposit.channels.${channel.code}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Channels({ channels, matchedChannel: Matched }: { channels: DepositChannel[]; matchedChannel?: DepositPageProps['matchedChannel'] }) {
  const offered = channels.filter((channel) => channel.code !== 'MATCHED' || Matched);
  const [code, setCode] = useState<DepositChannelCode | undefined>(offered[0]?.code);
  const chosen = offered.find((channel) => channel.code === code) ?? offered[0];
  if (!chosen) return null;
  return (
    <>
      <ChannelPicker channels={offered} value={chosen.code} onChange={setCode} />
      {chosen.code === 'BANK_TRANSFER' && <BankTransferForm key={chosen.code} channel={chosen} />}
      {chosen.code === 'DEMO_GATEWAY' && <GatewayForm key={chosen.code} channel={chosen} />}
      {chosen.code === 'MATCHED' && Matched && <Matched channel={chosen} />}
    </>
  );
}

/** Deposit: choose a channel, pay in through it, and follow the orders. */
export function DepositPage({ matchedChannel }: DepositPageProps) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const channels = useDepositChannels();
  return (
    <CentrePage title={t('deposit.title')}>
      <QueryState
        query={channels}
        isEmpty={(data) => !data.some((channel) => channel.code !== 'MATCHED' || matchedChannel)}
        emptyText={t('deposit.noChannels')}
      >
        {(data) => <Channels channels={data} matchedChannel={matchedChannel} />}
      </QueryState>
      <RecentOrders />
    </CentrePage>
  );
}

/** The page without the matched channel (the app's entry composes it with one). */
export default function DepositPageEntry() {
  return <DepositPage />;
}
