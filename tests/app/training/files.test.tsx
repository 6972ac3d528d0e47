// The session's files on the detail screen: staff pick a file per slot and see its progress; the
// server's refusal is shown in the user's words; a file too large is refused before sending; with
// no signal the section says files need a connection (they are not queued); players and parents
// only see the parent/player file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { asDetail } from '../../../src/features/training/data/lifecycle';
import type { TrainingFiles } from '../../../src/domain/training/files';
import { session, world } from './training-world';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A stand-in XMLHttpRequest: records what was sent; the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const withFiles = async (db: Awaited<ReturnType<typeof world>>, files: TrainingFiles) => {
  const s = session();
  await db.trainings.put(s);
  await db.trainingDetails.put({ ...asDetail(s), files } as never);
  return s;
};

describe('training session files', { timeout: 20_000 }, () => {
  it('a coach uploads a file to a slot with progress; the bytes go straight to the server, nothing is queued', async () => {
    const db = await world('coach');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    const s = await withFiles(db, {});
    await renderApp(`/secure/training/${s.id}`);
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(within(files).getAllByText('Not uploaded yet')).toHaveLength(3);
    const pdf = new File(['%PDF-1.4 plan'], 'Week 3.pdf', { type: 'application/pdf' });
    fireEvent.change(within(files).getByLabelText('Upload: Session plan'), { target: { files: [pdf] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toContain(`/api/v1/training/${s.clubId}/${s.id}/file/plan?name=Week%203.pdf`);
    expect(xhr.headers).toMatchObject({ touchlinetoken: 't', 'x-xsrf-token': 'xsrf-1', 'content-type': 'application/octet-stream' });
    expect(xhr.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(xhr.body).toBe(pdf);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 });
    const bar = await within(files).findByRole('progressbar');
    expect(bar).toHaveAttribute('value', '0.5');
    xhr.answer(201, { slot: 'plan', name: 'Week 3.pdf', mime: 'application/pdf', sizeBytes: 13, uploadedBy: null, uploadedAt: new Date().toISOString() });
    expect(await within(files).findByText('Uploaded')).toBeInTheDocument();
    expect(within(files).queryByRole('progressbar')).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the server's refusal in the user's words, and refuses a file over 10 MB before sending", async () => {
    const db = await world('coach');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    FakeXhr.last = null;
    const s = await withFiles(db, {});
    await renderApp(`/secure/training/${s.id}`);
    const files = await screen.findByRole('region', { name: 'Files' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf');
    fireEvent.change(within(files).getByLabelText('Upload: Health and safety file'), { target: { files: [big] } });
    expect(await within(files).findByText('This file is too large (10 MB at most)')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    fireEvent.change(within(files).getByLabelText('Upload: Parent/player file'), { target: { files: [new File(['MZ'], 'tool.exe')] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(400, { error: { code: 'bad_file_type', message: 'Please choose a PDF, PNG, JPG or Word (.docx) file' } });
    expect(await within(files).findByText('Please choose a PDF, PNG, JPG or Word (.docx) file')).toBeInTheDocument();
  });

  it('with no signal: says files need a connection and turns the pickers off', async () => {
    const db = await world('coach');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const s = await withFiles(db, { plan: { slot: 'plan', name: 'plan.pdf', mime: 'application/pdf', sizeBytes: 2048, uploadedBy: null, uploadedAt: new Date().toISOString() } });
    await renderApp(`/secure/training/${s.id}`);
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(within(files).getByRole('status')).toHaveTextContent('Files need a connection');
    expect(within(files).getByLabelText('Upload: Session plan')).toBeDisabled();
    expect(within(files).getByRole('button', { name: 'Download: Session plan' })).toBeDisabled();
    expect(within(files).getByText('plan.pdf · 2 kB')).toBeInTheDocument();
  });

  it('a parent sees only the parent/player file, to download', async () => {
    const db = await world('parent');
    const at = new Date().toISOString();
    const s = await withFiles(db, { 'parent-player': { slot: 'parent-player', name: 'kit list.pdf', mime: 'application/pdf', sizeBytes: 4096, uploadedBy: null, uploadedAt: at } });
    await renderApp(`/secure/training/${s.id}`);
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(within(files).getByText('kit list.pdf · 4 kB')).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Download: Parent/player file' })).toBeEnabled();
    expect(within(files).queryByLabelText(/Upload:/)).toBeNull();
    expect(within(files).queryByText('Session plan')).toBeNull();
  });
});
