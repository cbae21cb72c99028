/**
 * Puts data into a prompt as a delimited JSON block (OWASP LLM01: segregate untrusted content).
 * `<` is escaped inside the JSON, so text typed by a user can never close the block early.
 */
export function dataBlock(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<data>\n${json}\n</data>`;
}

/**
 * The model's text is shown to people: links and markup have no place in a meal or workout plan,
 * and their presence suggests the model followed instructions hidden in user text (OWASP LLM05).
 */
export function looksUnsafe(text: string): boolean {
  return /https?:\/\/|www\.|<\s*[a-z!/?]|javascript:|```/i.test(text);
}

/**
 * Reads a model's JSON answer: the whole text, or the text inside one ```json fence. Returns
 * undefined when it is not JSON.
 */
export function parseJsonAnswer(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  try {
    return JSON.parse(fenced?.[1] ?? content) as unknown;
  } catch {
    return undefined;
  }
}
