/** The server's answer to a price alert or newsletter request sent by the page script. */
type SubscriptionAnswer = { success: boolean; message: string; errors?: Record<string, string> }

/**
 * A price alert or newsletter form (data-subscription-form) sent in the background: the answer
 * shows in the form's status line and beside each field at fault, and what was typed stays.
 * Without JavaScript the same form posts and the server answers with a page.
 */
export function enhanceSubscriptionForm(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void send(form)
  })
}

async function send(form: HTMLFormElement): Promise<void> {
  const status = form.querySelector<HTMLElement>('[role="status"]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value)
  if (button) button.disabled = true
  try {
    const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' } })
    const answer = (await response.json()) as SubscriptionAnswer
    showFieldErrors(form, answer.errors ?? {})
    showStatus(status, answer.message, answer.success)
  } catch {
    showStatus(status, 'Your request could not be sent. Check your connection and try again.', false)
  } finally {
    if (button) button.disabled = false
  }
}

function showStatus(status: HTMLElement | null, message: string, success: boolean): void {
  if (!status) return
  status.textContent = message
  status.classList.toggle('subscription-status--error', !success)
}

/** Each visible field gets its message (in an element whose id is the field's id and "-error"), or loses the old one. */
function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]:not([type="hidden"])')) {
    const errorId = `${input.id}-error`
    let note = document.getElementById(errorId)
    const message = errors[input.name]
    if (!message) {
      note?.remove()
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
      continue
    }
    if (!note) {
      note = document.createElement('span')
      note.id = errorId
      note.className = 'subscription-error'
      input.after(note)
    }
    note.textContent = message
    input.setAttribute('aria-invalid', 'true')
    input.setAttribute('aria-describedby', errorId)
  }
}
