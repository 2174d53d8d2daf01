// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient } from '@/lib/api-client'
import { DOCUMENT_OFFLINE, useDocumentDownload } from '@/features/auth/hooks/use-document-download'
import { removeSavedDocuments } from '@/features/auth/data/saved-documents'

const fetchMock = vi.fn<typeof fetch>()
const clicked: { href: string; download: string }[] = []
const PDF_BYTES = '%PDF-1.3 a receipt'

beforeEach(() => {
  configureApiClient({ getToken: () => 'secret-token', onUnauthorized: () => {}, fetch: fetchMock })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} }))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download })
  })
})
afterEach(async () => {
  fetchMock.mockReset()
  clicked.length = 0
  vi.restoreAllMocks()
  await removeSavedDocuments()
})

const pdfAnswer = () =>
  new Response(PDF_BYTES, {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="CW-2026-000007.pdf"' },
  })

describe('Download receipt', () => {
  it('fetches the PDF with the token in a header, hands it to the browser, and later opens the kept copy with no request', async () => {
    fetchMock.mockResolvedValueOnce(pdfAnswer())
    const { result } = renderHook(() => useDocumentDownload(7, 'order', 12))
    await act(() => result.current.download())

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/my/orders/12/document')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-token')
    expect(clicked).toEqual([{ href: 'blob:receipt', download: 'CW-2026-000007.pdf' }])
    expect(result.current.error).toBeNull()

    // Offline now: the copy kept on the device opens, and nothing is asked of the server.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await act(() => result.current.download())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(clicked).toHaveLength(2)
    expect(clicked[1]!.download).toBe('CW-2026-000007.pdf')
    expect(result.current.error).toBeNull()
  })

  it('offline with no copy kept, it says how to get one', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { result } = renderHook(() => useDocumentDownload(7, 'booking', 3))
    await act(() => result.current.download())
    expect(result.current.error).toBe(DOCUMENT_OFFLINE)
    expect(clicked).toEqual([])
  })

  it("shows the server's message for a document that is not there", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'No invoice or receipt found.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    )
    const { result } = renderHook(() => useDocumentDownload(7, 'order', 99))
    await act(() => result.current.download())
    expect(result.current.error).toBe('No invoice or receipt found.')
    expect(clicked).toEqual([])
  })

  it("another account on the same device does not get this account's kept copy", async () => {
    fetchMock.mockResolvedValueOnce(pdfAnswer())
    const own = renderHook(() => useDocumentDownload(7, 'order', 12))
    await act(() => own.result.current.download())
    expect(clicked).toHaveLength(1)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const other = renderHook(() => useDocumentDownload(8, 'order', 12))
    await act(() => other.result.current.download())
    expect(other.result.current.error).toBe(DOCUMENT_OFFLINE)
  })
})
