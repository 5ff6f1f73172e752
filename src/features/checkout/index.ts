// The public entry of checkout for other features: the 含麻 transfer-receipt upload (used by /cart/hm and /hmdd),
// with the styles it is drawn with.
import './pay/pay.css';

export { ReceiptUpload } from './pay/receipt-upload';
