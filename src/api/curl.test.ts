import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildRequest } from './client'
import { endpoint } from './contract/core'
import { productNew } from './contract/products'
import { curlFromRequest, shellQuote, toCurl } from './curl'

const historyList = endpoint({
  section: '4.18',
  name: 'usVatUploadHistoryList',
  method: 'GET',
  path: '/merchant/vat/us_vat_upload_history_list',
  summary: 'List US VAT uploads',
  kind: 'read',
  input: z.object({
    uploadType: z.array(z.string()).optional(),
    page: z.int().optional(),
    gatewayName: z.string().trim().optional(),
  }),
  output: z.unknown(),
})

/** What a POSIX shell makes of a quoted word. */
const shellWord = (quoted: string) => execFileSync('sh', ['-c', `printf %s ${quoted}`], { encoding: 'utf8' })

describe('toCurl', () => {
  it('builds a GET with the same query as the client, and the key left to the shell', () => {
    const input = { uploadType: ['PaymentUpload', 'RefundUpload'], page: 2, gatewayName: ' avalara ' }
    const command = toCurl({ baseUrl: 'https://api.test/', endpoint: historyList, input })

    expect(command).toBe(
      [
        "curl -X GET 'https://api.test/merchant/vat/us_vat_upload_history_list?uploadType%5B%5D=PaymentUpload&uploadType%5B%5D=RefundUpload&page=2&gatewayName=avalara'",
        '-H "Authorization: Bearer $API_KEY"',
        "-H 'Accept: application/json'",
      ].join(' \\\n  '),
    )
    expect(command).toContain(buildRequest('https://api.test', historyList, historyList.input.parse(input)).url)
  })

  it('builds a POST with a JSON body whose single quotes survive the shell', () => {
    const input = { productName: "Bob's plan", metadata: { note: "it's 'quoted'" } }
    const command = toCurl({ baseUrl: 'https://api.test', endpoint: productNew, input })
    const lines = command.split(' \\\n  ')

    expect(lines.slice(0, 4)).toEqual([
      "curl -X POST 'https://api.test/merchant/product/new'",
      '-H "Authorization: Bearer $API_KEY"',
      "-H 'Accept: application/json'",
      "-H 'Content-Type: application/json'",
    ])
    const body = lines[4].replace(/^--data-raw /, '')
    expect(body).toBe(`'{"metadata":{"note":"it'\\''s '\\''quoted'\\''"},"productName":"Bob'\\''s plan"}'`)
    expect(JSON.parse(shellWord(body))).toEqual(input)
  })

  it('never contains a key', () => {
    const request = buildRequest('https://api.test', productNew, {})
    const command = curlFromRequest(request)
    expect(command).not.toMatch(/sk_|Bearer (?!\$API_KEY)/)
    expect(command).toContain("--data-raw '{}'")
  })
})

describe('shellQuote', () => {
  it.each(['plain', "it's", "'", "a'b'c", '$HOME `x` "y"'])('round-trips %s through sh', (value) => {
    expect(shellWord(shellQuote(value))).toBe(value)
  })
})
