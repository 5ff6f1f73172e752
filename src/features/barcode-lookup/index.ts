export { lookupBarcode, type BarcodeLookup } from './lookup-barcode';
