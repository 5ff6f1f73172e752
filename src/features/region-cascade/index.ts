// The region cascade (province → city → district) the address, registration and store forms share.
export { RegionCascade, validateRegion, type RegionValue } from './region-cascade';
