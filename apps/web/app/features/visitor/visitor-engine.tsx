import { startTransition, useEffect } from 'react';
import { useTranslations } from 'use-intl';
import type { CultureRef } from '@mc/sites/href';
import { BlockingView } from './blocking-view.tsx';
import { useVisitorQueries, type VisitorConfig } from './use-visitor-queries.ts';
import { visitorDataset, type VisitorState } from './visitor-state.ts';

const VISITOR_ATTRIBUTE = /^data-(visitor|geo-|currency|rate-|user-context|maintenance|restriction)/;

export interface VisitorEngineProps {
  config: Omit<VisitorConfig, 'hydrated'>;
  culture: CultureRef;
  onState(state: VisitorState): void;
}

/**
 * The visitor's calls, state and overlays, loaded after hydration (it is only ever needed in
 * the browser): reports the state up, mirrors it onto <html> and shows the blocking view and
 * the maintenance notice.
 */
export default function VisitorEngine({ config, culture, onState }: VisitorEngineProps) {
  const state = useVisitorQueries({ ...config, hydrated: true });
  const t = useTranslations('account');
  useEffect(() => {
    // The components reading the state re-render as a transition: in slices, not one long task.
    startTransition(() => onState(state));
    const root = document.documentElement;
    const attributes = visitorDataset(state);
    for (const name of root.getAttributeNames()) if (VISITOR_ATTRIBUTE.test(name) && !(name in attributes)) root.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  }, [state, onState]);
  const maintenance = config.accountOpen && state.underMaintenance;
  return (
    <>
      {state.blocking && <BlockingView restriction={state.blocking} countryName={state.geo.country.name} culture={culture} />}
      <p className="toast" role="status" data-testid="maintenance-notice" hidden={!maintenance}>
        {maintenance ? t('maintenance') : ''}
      </p>
    </>
  );
}
