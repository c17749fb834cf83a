// The about and contact pages' figure: the office's city marked on the map of its state, named
// from the facts ("Map: our office in Gurugram, Haryana"), with the office address as its caption.
// Nothing when the facts' city is not a place the map knows (build/india-map/office-map.ts).
import { officeMap } from 'virtual:reachmark/office-map';
import {
  officeAddressLine,
  officeLocality,
  officeRegion,
} from '../../../shared/facts/office-phrases';
import { site } from '../../../shared/site';
import { IndiaMapFigure } from './india-map-figure';

export function OfficeMap() {
  if (!officeMap) return null;
  const { city, map } = officeMap;
  return (
    <IndiaMapFigure
      className="rm-map-aside rm-map-inset"
      map={map}
      alt={`Map: our office in ${officeLocality}, ${officeRegion}`}
      cities={[city]}
      labelled={[city.slug]}
      chosen={city.slug}
      priority
      caption={
        <>
          <strong className="rm-map-count">Our office</strong>
          {officeAddressLine}, {officeRegion} {site.address.postalCode}
        </>
      }
    />
  );
}
