// The survey page: every question needs a score before anything is sent; the answer posts the
// scores and the comment, then thanks and, after a high score, the tenant's review link; a survey
// not yet open, another customer's, and a failed load each say so.
import { type Survey, surveyAnswerSchema } from '@portal/contract/survey';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { SurveyPage } from './survey-page';

const open: Survey = {
  orderId: 2,
  state: 'open',
  questions: ['advice', 'planning', 'installation', 'communication', 'overall'],
  scores: null,
  comment: null,
  submittedAt: null,
  reviewUrl: 'https://reviews.example.be/zonnewende',
};

function stub(get: { status: number; body: unknown }, post?: (body: unknown) => Survey) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && post) {
        const body: unknown = JSON.parse(String(init.body));
        posted.push(body);
        return Response.json({ data: post(body), errors: [] });
      }
      return Response.json(get.body, { status: get.status });
    }),
  );
  return posted;
}

const page = () => renderWithApp(<SurveyPage orderId={2} signedIn installationTitle="Batteries" />);

describe('survey page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for every score before sending, then posts the answer and offers the review link', async () => {
    const posted = stub({ status: 200, body: { data: open, errors: [] } }, (body) => ({
      ...open,
      state: 'answered',
      scores: surveyAnswerSchema.parse(body).scores,
      submittedAt: '2026-11-21T09:00:00.000Z',
    }));
    await page();
    expect(await screen.findByText('Batteries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findAllByText('Choose a score from 1 to 5.')).toHaveLength(5);
    expect(posted).toEqual([]);
    for (const question of [
      'Advice and offer',
      'Installation work and finish',
      'Overall satisfaction',
    ]) {
      const group = screen.getByRole('radiogroup', { name: question });
      fireEvent.click(group.querySelector<HTMLInputElement>('input[value="5"]') ?? group);
    }
    for (const question of [
      'Planning and keeping to the agreed dates',
      'Communication and customer service',
    ]) {
      const group = screen.getByRole('radiogroup', { name: question });
      fireEvent.click(group.querySelector<HTMLInputElement>('input[value="4"]') ?? group);
    }
    expect(screen.queryAllByText('Choose a score from 1 to 5.')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: ' Top! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your feedback' }),
    ).toBeTruthy();
    expect(posted).toEqual([
      {
        scores: { advice: 5, planning: 4, installation: 5, communication: 4, overall: 5 },
        comment: 'Top!',
      },
    ]);
    const review = screen.getByRole('link', { name: /Write a review/ });
    expect(review.getAttribute('href')).toBe('https://reviews.example.be/zonnewende');
  });

  it('offers no review link after a low score', async () => {
    const scores = { advice: 2, planning: 3, installation: 4, communication: 2, overall: 3 };
    stub({ status: 200, body: { data: { ...open, state: 'answered', scores }, errors: [] } });
    await page();
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your feedback' }),
    ).toBeTruthy();
    expect(screen.getAllByText('2 out of 5')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Write a review/ })).toBeNull();
  });

  it('says when the survey is not open yet, not found, or failed to load', async () => {
    stub({ status: 200, body: { data: { ...open, state: 'notYet' }, errors: [] } });
    await page();
    expect(await screen.findByText('Feedback comes later')).toBeTruthy();
    cleanup();
    stub({ status: 404, body: { data: null, errors: [{ code: 'NOT_FOUND', message: 'x' }] } });
    await page();
    expect(await screen.findByText('Survey not found')).toBeTruthy();
    cleanup();
    stub({ status: 503, body: { data: null, errors: [{ code: 'UNAVAILABLE', message: 'x' }] } });
    await page();
    expect(
      await screen.findByText('Your survey could not be loaded', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull());
  });
});
