/** The contract fuzz's random answers on every built storefront page (random-answers.tsx says what is checked). */
import { fuzzPagesOf } from './random-answers';

fuzzPagesOf('storefront');
