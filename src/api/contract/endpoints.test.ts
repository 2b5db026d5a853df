import { describe, expect, it } from 'vitest'
import { endpoints, endpointsByPath } from './endpoints'
import { extensionEndpoints, extensionEndpointsByPath } from './extensions'
import { operationEndpoints, operationEndpointsByPath } from './extensions/operations'
import * as contract from './index'

const expected: [section: string, method: 'GET' | 'POST', path: string][] = [
  ['4.1', 'POST', '/merchant/subscription/renew'],
  ['4.2', 'POST', '/merchant/product/new'],
  ['4.3', 'POST', '/merchant/product/list'],
  ['4.4', 'POST', '/merchant/invoice/pdf_update'],
  ['4.5', 'GET', '/merchant/invoice/split_payments'],
  ['4.6', 'POST', '/merchant/session/customer_portal_url'],
  ['4.7', 'POST', '/merchant/discount/decrease_quantity'],
  ['4.8', 'POST', '/merchant/discount/batch/template/detail'],
  ['4.9', 'GET', '/merchant/discount/batch/children/detail'],
  ['4.10', 'POST', '/merchant/credit/promo_credit_decrement'],
  ['4.11', 'POST', '/merchant/member/reset_totp'],
  ['4.12', 'GET', '/merchant/member/profile'],
  ['4.13', 'POST', '/merchant/user/change_gateway'],
  ['4.14', 'POST', '/merchant/metric/delete'],
  ['4.15', 'GET', '/merchant/user/get'],
  ['4.16', 'POST', '/merchant/user/delete'],
  ['4.17', 'POST', '/merchant/vat/vat_number_validate'],
  ['4.18', 'GET', '/merchant/vat/us_vat_upload_history_list'],
  ['4.19', 'POST', '/merchant/auth/sso/passwordForgetOTPVerify'],
  ['4.20', 'POST', '/merchant/auth/sso/passwordForgetTotpVerify'],
  ['4.21', 'POST', '/merchant/plan/activate'],
  ['4.22', 'POST', '/merchant/webhook/update_endpoint'],
  ['4.23', 'POST', '/merchant/webhook/resend'],
]

describe('endpoint table', () => {
  it('has the 23 endpoints of the spec, in its order, with its methods and paths', () => {
    expect(endpoints).toHaveLength(23)
    expect(endpoints.map((e) => [e.section, e.method, e.path])).toEqual(expected)
  })

  it('has unique paths and unique names', () => {
    expect(new Set(endpoints.map((e) => e.path)).size).toBe(23)
    expect(new Set(endpoints.map((e) => e.name)).size).toBe(23)
  })

  it('finds every endpoint by its path', () => {
    for (const e of endpoints) expect(endpointsByPath.get(e.path)).toBe(e)
    expect(endpointsByPath.get('/merchant/unknown')).toBeUndefined()
  })

  it('marks GETs and the POST listing and detail calls as reads, everything else as writes', () => {
    const reads = endpoints.filter((e) => e.kind === 'read').map((e) => e.name)
    expect(reads).toEqual([
      'productList',
      'invoiceSplitPayments',
      'batchTemplateDetail',
      'batchChildDetail',
      'memberProfile',
      'userGet',
      'usVatUploadHistoryList',
    ])
    for (const e of endpoints) if (e.method === 'GET') expect(e.kind).toBe('read')
  })

  it('gives every endpoint a summary', () => {
    for (const e of endpoints) expect(e.summary.length).toBeGreaterThan(0)
  })

  it('exports every endpoint by its name from the index', () => {
    const exported = contract as Record<string, unknown>
    for (const e of endpoints) expect(exported[e.name]).toBe(e)
  })
})

const expectedExtensions: [section: string, method: 'GET' | 'POST', path: string][] = [
  ['L3.1', 'POST', '/merchant/user/list'],
  ['L3.2', 'GET', '/merchant/user/count'],
  ['L3.2', 'POST', '/merchant/user/search'],
  ['L3.4', 'POST', '/merchant/subscription/list'],
  ['L4', 'POST', '/merchant/subscription/detail'],
  ['L3.5', 'POST', '/merchant/invoice/list'],
  ['L4', 'POST', '/merchant/invoice/detail'],
  ['L3.5', 'POST', '/merchant/invoice/credit_note/list'],
  ['O3.6', 'POST', '/merchant/payment/timeline/list'],
  ['O3.6', 'POST', '/merchant/subscription/timeline_list'],
  ['O3.6', 'POST', '/merchant/subscription/admin_note_list'],
  ['O3.6', 'POST', '/merchant/user/admin_note_list'],
  ['L3.6', 'GET', '/merchant/discount/list'],
  ['L4', 'POST', '/merchant/discount/detail'],
  ['L3.7', 'GET', '/merchant/discount/batch/template/list'],
  ['L3.7', 'GET', '/merchant/discount/batch/children/list'],
  ['L3.8', 'POST', '/merchant/plan/list'],
  ['L4', 'POST', '/merchant/plan/detail'],
  ['L3.9', 'POST', '/merchant/metric/list'],
  ['L4', 'POST', '/merchant/metric/detail'],
  ['L3.10', 'GET', '/merchant/webhook/endpoint_list'],
  ['L3.10', 'GET', '/merchant/webhook/endpoint_log_list'],
]

describe("extension table (the real service's list, search and detail calls)", () => {
  it('has the 22 calls the pages browse with, with the methods the real service routes (GET-only where it is)', () => {
    expect(extensionEndpoints.map((e) => [e.section, e.method, e.path])).toEqual(expectedExtensions)
  })

  it("marks them as extensions and the 23 as the spec's", () => {
    for (const e of extensionEndpoints) expect(e.origin).toBe('extension')
    for (const e of endpoints) expect(e.origin).toBe('spec')
  })

  it("are all reads, with a summary, and share no path or name with the spec's endpoints", () => {
    for (const e of extensionEndpoints) {
      expect(e.kind).toBe('read')
      expect(e.summary.length).toBeGreaterThan(0)
    }
    const all = [...endpoints, ...extensionEndpoints]
    expect(new Set(all.map((e) => e.path)).size).toBe(45)
    expect(new Set(all.map((e) => e.name)).size).toBe(45)
  })

  it("finds them by path in their own table, apart from the spec's", () => {
    for (const e of extensionEndpoints) {
      expect(extensionEndpointsByPath.get(e.path)).toBe(e)
      expect(endpointsByPath.has(e.path)).toBe(false)
    }
    expect(endpointsByPath.size).toBe(23)
  })

  it('exports every one by its name from the index', () => {
    const exported = contract as Record<string, unknown>
    for (const e of extensionEndpoints) expect(exported[e.name]).toBe(e)
  })
})

const expectedOperations: [section: string, method: 'GET' | 'POST', path: string][] = [
  ['O3.1', 'POST', '/merchant/subscription/cancel'],
  ['O3.2', 'POST', '/merchant/subscription/cancel_at_period_end'],
  ['O3.2', 'POST', '/merchant/subscription/cancel_last_cancel_at_period_end'],
  ['O3.3', 'POST', '/merchant/invoice/refund'],
  ['O3.3', 'POST', '/merchant/invoice/mark_refund'],
  ['O3.4', 'POST', '/merchant/subscription/update_preview'],
  ['O3.4', 'POST', '/merchant/subscription/update_submit'],
  ['O3.5', 'POST', '/merchant/user/new'],
  ['O3.5', 'POST', '/merchant/user/update'],
  ['O3.5', 'POST', '/merchant/user/suspend_user'],
  ['O3.5', 'POST', '/merchant/user/resume_user'],
  ['O3.6', 'POST', '/merchant/subscription/new_admin_note'],
  ['O3.6', 'POST', '/merchant/user/new_admin_note'],
  ['O3.7', 'POST', '/merchant/credit/promo_credit_increment'],
  ['O3.8', 'POST', '/merchant/invoice/mark_wire_transfer_success'],
  ['O3.8', 'POST', '/merchant/invoice/send_email'],
  ['O3.9', 'POST', '/merchant/invoice/new'],
  ['O3.9', 'POST', '/merchant/invoice/edit'],
  ['O3.9', 'POST', '/merchant/invoice/finish'],
  ['O3.9', 'POST', '/merchant/invoice/delete'],
  ['O3.9', 'POST', '/merchant/invoice/cancel'],
  ['O3.10', 'POST', '/merchant/subscription/add_new_trial_start'],
  ['O3.11', 'POST', '/merchant/discount/new'],
  ['O3.11', 'POST', '/merchant/discount/edit'],
  ['O3.11', 'POST', '/merchant/discount/activate'],
  ['O3.11', 'POST', '/merchant/discount/deactivate'],
  ['O3.11', 'POST', '/merchant/discount/delete'],
  ['O3.11', 'POST', '/merchant/discount/quantity_increment'],
  ['O3.12', 'POST', '/merchant/plan/new'],
  ['O3.12', 'POST', '/merchant/plan/edit'],
  ['O3.12', 'POST', '/merchant/plan/publish'],
  ['O3.12', 'POST', '/merchant/plan/unpublished'],
  ['O3.12', 'POST', '/merchant/plan/archive'],
  ['O3.12', 'POST', '/merchant/plan/delete'],
  ['O3.12', 'POST', '/merchant/product/edit'],
  ['O3.12', 'POST', '/merchant/product/delete'],
  ['O3.12', 'POST', '/merchant/product/activate'],
  ['O3.12', 'POST', '/merchant/product/inactivate'],
]

describe("operation table (the real service's everyday write calls)", () => {
  it('has the 38 calls of operations.md section 3, in its order, all POST', () => {
    expect(operationEndpoints.map((e) => [e.section, e.method, e.path])).toEqual(expectedOperations)
  })

  it('marks them as extensions: a service with only the 23 has none of them', () => {
    for (const e of operationEndpoints) expect(e.origin).toBe('extension')
  })

  it('are writes, never retried on their own, but the change preview, which changes nothing', () => {
    const reads = operationEndpoints.filter((e) => e.kind === 'read').map((e) => e.name)
    expect(reads).toEqual(['subscriptionUpdatePreview'])
    for (const e of operationEndpoints) expect(e.summary.length).toBeGreaterThan(0)
  })

  it('share no path or name with the other tables, and are found by path in their own', () => {
    const all = [...endpoints, ...extensionEndpoints, ...operationEndpoints]
    expect(new Set(all.map((e) => e.path)).size).toBe(83)
    expect(new Set(all.map((e) => e.name)).size).toBe(83)
    for (const e of operationEndpoints) expect(operationEndpointsByPath.get(e.path)).toBe(e)
  })
})
