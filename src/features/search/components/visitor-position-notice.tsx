import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { currentPosition } from '@/lib/geolocation';
import { Notice } from './result-states';

type Status = 'idle' | 'locating' | 'unavailable';

/**
 * A distance without a place to measure from ('Weekend less than 2h away'): says the results are not limited yet and
 * asks for the visitor's position on a click, as the search box's 'Travel locally!' does (never on load: a browser
 * prompt nobody asked for).
 */
export function VisitorPositionNotice({ distanceKm, onPosition }: { distanceKm: number | undefined; onPosition: (position: { latitude: number; longitude: number }) => void }) {
  const [status, setStatus] = useState<Status>('idle');
  const locate = async () => {
    setStatus('locating');
    const position = await currentPosition();
    if (position) onPosition(position);
    else setStatus('unavailable');
  };
  return (
    <Notice role="status" data-testid="visitor-position">
      <p>
        {status === 'unavailable' ? (
          <FormattedMessage id="search.local.unavailable" />
        ) : (
          <FormattedMessage id="search.local.ask" values={{ km: distanceKm ?? 0, hasKm: distanceKm === undefined ? 'no' : 'yes' }} />
        )}
      </p>
      <Button variant="primary" onClick={locate} disabled={status === 'locating'} aria-busy={status === 'locating' || undefined}>
        {status === 'locating' ? <FormattedMessage id="search.local.locating" /> : <FormattedMessage id="search.local.share" />}
      </Button>
    </Notice>
  );
}
