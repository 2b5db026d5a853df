import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient } from './client'
import { buildRequest } from './request'
import { passwordForgetOtpVerify, passwordForgetTotpVerify } from './contract/auth'
import { endpoint } from './contract/core'
import { memberResetTotp } from './contract/members'
import { productNew } from './contract/products'
import { ApiError } from './errors'
import { toCurl } from './client'
import { curlFromRequest, shellQuote } from './curl'

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

/** What a POSIX shell makes of a quoted word, with these variables set. */
const shellWord = (quoted: string, env: Record<string, string> = {}) =>
  execFileSync('sh', ['-c', `printf %s ${quoted}`], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } })

const bodyOf = (command: string) =>
  command
    .split(' \\\n  ')
    .at(-1)!
    .replace(/^--data-raw /, '')

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

describe('secrets the user typed', () => {
  const reset = {
    email: 'ops@example.test',
    newPassword: "New-Pass-4'56",
    verificationCode: '918273',
  }

  it('are left to the shell like the key: no password or code in the command, the same body once they are set', () => {
    const command = toCurl({ baseUrl: 'https://api.test', endpoint: passwordForgetOtpVerify, input: reset })
    expect(command).not.toContain('New-Pass')
    expect(command).not.toContain('918273')
    expect(command).toContain('"\'"$NEW_PASSWORD"\'"')
    const env = { NEW_PASSWORD: reset.newPassword, VERIFICATION_CODE: reset.verificationCode }
    expect(JSON.parse(shellWord(bodyOf(command), env))).toEqual(reset)
  })

  it('covers two-factor codes too', () => {
    const totp = toCurl({
      baseUrl: 'https://api.test',
      endpoint: passwordForgetTotpVerify,
      input: { email: 'ops@example.test', newPassword: 'Totp-Pass-789', totpCode: '123456' },
    })
    expect(totp).not.toMatch(/Totp-Pass-789|123456/)
    expect(JSON.parse(shellWord(bodyOf(totp), { NEW_PASSWORD: 'p', TOTP_CODE: '1' }))).toEqual({
      email: 'ops@example.test',
      newPassword: 'p',
      totpCode: '1',
    })
    const member = toCurl({ baseUrl: 'https://api.test', endpoint: memberResetTotp, input: { totpCode: '654321' } })
    expect(member).not.toContain('654321')
    expect(member).toContain('$TOTP_CODE')
  })

  it('are left out of the request a failed call carries, which "Copy as cURL" copies', async () => {
    const client = createClient({
      baseUrl: 'https://api.test',
      apiKey: 'sk_test_key',
      fetch: async () =>
        new Response(JSON.stringify({ code: 400, message: 'Invalid verification code', requestId: 'req_1' }), { status: 400 }),
    })
    const error = await client.call(passwordForgetOtpVerify, reset).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    const command = curlFromRequest((error as ApiError).request!)
    expect(command).not.toMatch(/New-Pass|918273|sk_test_key/)
    expect(command).toContain('$VERIFICATION_CODE')
  })
})

describe('shellQuote', () => {
  it.each(['plain', "it's", "'", "a'b'c", '$HOME `x` "y"'])('round-trips %s through sh', (value) => {
    expect(shellWord(shellQuote(value))).toBe(value)
  })
})
