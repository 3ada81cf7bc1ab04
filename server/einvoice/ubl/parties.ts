import type { EInvoiceSupplier } from '../document-input';
import type { EInvoiceAddress, EInvoiceParty } from '../../db/tables/einvoice-party';
import { leaf, one, type UblAggregate, type UblLeaf } from './json';

export function postalAddress(a: EInvoiceAddress): [UblAggregate] {
  return one({
    CityName: leaf(a.city),
    // optional, and the general public has none
    ...(a.postcode.trim() !== '' ? { PostalZone: leaf(a.postcode) } : {}),
    CountrySubentityCode: leaf(a.stateCode),
    AddressLine: a.lines.map((line) => ({ Line: leaf(line) })),
    Country: one({ IdentificationCode: leaf(a.countryCode, { listID: 'ISO3166-1', listAgencyID: '6' }) }),
  });
}

function identification(value: string, schemeID: string): UblAggregate {
  return { ID: leaf(value, { schemeID }) };
}

/**
 * TIN, the second identifier, SST and tourism tax, in the order of LHDN's samples. Roda is no
 * tourism tax registrant, so TTX is always 'NA'; LHDN's samples write it for the buyer too.
 */
function identifications(p: EInvoiceParty): UblAggregate[] {
  return [
    identification(p.tin, 'TIN'),
    identification(p.idValue, p.idScheme),
    identification(p.sst, 'SST'),
    identification('NA', 'TTX'),
  ];
}

function contact(p: EInvoiceParty): [UblAggregate] {
  const email = p.email?.trim() ?? '';
  return one({ Telephone: leaf(p.phone), ...(email !== '' ? { ElectronicMail: leaf(email) } : {}) });
}

function industry(s: EInvoiceSupplier): [UblLeaf] {
  return leaf(s.msicCode, { name: s.activity });
}

export function supplierParty(s: EInvoiceSupplier): [UblAggregate] {
  return one({
    Party: one({
      IndustryClassificationCode: industry(s),
      PartyIdentification: identifications(s),
      PostalAddress: postalAddress(s.address),
      PartyLegalEntity: one({ RegistrationName: leaf(s.name) }),
      Contact: contact(s),
    }),
  });
}

export function customerParty(b: EInvoiceParty): [UblAggregate] {
  return one({
    Party: one({
      PartyIdentification: identifications(b),
      PostalAddress: postalAddress(b.address),
      PartyLegalEntity: one({ RegistrationName: leaf(b.name) }),
      Contact: contact(b),
    }),
  });
}
