// The catalogue's public entry for other features: the pieces a goods row is built from (the quantity box in 中包装
// steps and its keyboard move between rows, the buy-block reason, the add-to-cart result text), with their styles.
import './catalogue.css';

export { QuantityStepper, focusQuantityRow } from './buy-controls/quantity-stepper';
export { addResultText } from './buy-controls/use-add-to-cart';
export { BuyBlockNote } from './buy-block/buy-block';
export { blockMessage } from './goods-rules';
