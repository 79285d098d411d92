import { describe, expect, it } from 'vitest';
import { DEFAULT_SURVEY_QUESTIONS, offersReview, reviewUrl, surveyQuestions } from './survey.ts';

describe('survey rules', () => {
  it('reads the tenant’s questions, keeping well-formed keys once and in order', () => {
    expect(surveyQuestions(undefined)).toEqual(DEFAULT_SURVEY_QUESTIONS);
    expect(surveyQuestions(' speed, advice ,speed, Bad Key,,')).toEqual(['speed', 'advice']);
    expect(surveyQuestions(', ,')).toEqual(DEFAULT_SURVEY_QUESTIONS);
    expect(surveyQuestions(5)).toEqual(DEFAULT_SURVEY_QUESTIONS);
  });

  it('offers the review link from an average of 4', () => {
    expect(offersReview({ a: 4, b: 4 })).toBe(true);
    expect(offersReview({ a: 5, b: 3 })).toBe(true);
    expect(offersReview({ a: 4, b: 3 })).toBe(false);
    expect(offersReview({})).toBe(false);
  });

  it('takes only an https review link', () => {
    expect(reviewUrl('https://g.page/r/abc/review')).toBe('https://g.page/r/abc/review');
    expect(reviewUrl('http://example.be')).toBeNull();
    expect(reviewUrl('javascript:alert(1)')).toBeNull();
    expect(reviewUrl(undefined)).toBeNull();
  });
});
