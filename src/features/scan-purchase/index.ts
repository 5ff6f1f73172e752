// The public entry of 扫码采购 (/kjcg?tab=scan): scanning boxes' barcodes (a USB scanner, a typed code or the camera)
// into a list that goes to the cart in one request.
export { ScanPurchaseView } from './scan-purchase-view';
