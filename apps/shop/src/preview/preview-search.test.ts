import { describe, expect, it } from 'vitest';
import { previewOf, previewSearch } from './preview-search.ts';

describe('preview search params', () => {
  it('turns preview on when the query has _storyblok, with the release when numeric', () => {
    expect(previewOf(previewSearch({ _storyblok: '123', _storyblok_release: '42' }))).toEqual({
      preview: true,
      release: '42',
    });
  });

  it('is off without _storyblok, whatever else the query says', () => {
    expect(previewOf(previewSearch({ _storyblok_release: '42', page: '2' }))).toEqual({
      preview: false,
    });
  });

  it('drops a release id that is not a number', () => {
    expect(previewSearch({ _storyblok: '', _storyblok_release: '1; drop table' })).toEqual({
      _storyblok: '',
    });
  });
});
