import type { ArtRecord } from './types';

/** Collects every generated picture the data refers to, so staticAsset can draw exactly those paths. */
export class ArtRegistry {
  readonly map = new Map<string, ArtRecord>();

  add(path: string, title: string, subtitle = '', colour = '#c8161d', shape: ArtRecord['shape'] = 'banner'): string {
    if (!this.map.has(path)) this.map.set(path, { title, subtitle, colour, shape });
    return path;
  }

  banner(key: string, title: string, subtitle = '', colour = '#c8161d'): string {
    return this.add(`/static/banner/${key}.svg`, title, subtitle, colour, 'banner');
  }

  square(key: string, title: string, subtitle = '', colour = '#c8161d'): string {
    return this.add(`/static/art/${key}.svg`, title, subtitle, colour, 'square');
  }
}
