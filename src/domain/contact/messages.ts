// The contact form's messages, shared by the form and the server's answers. The two failure
// messages are the spec's own (product.md §8, calls.md §8); the field messages spell out
// product.md §5 "Contact: all fields completed" one field at a time, so the form says which.
export const contactMessages = {
  incomplete: 'Please ensure all fields are complete',
  fullName: 'Please enter your full name',
  email: 'Please enter a valid email address',
  queryType: 'Please choose a query type',
  message: 'Please enter your message',
  /** The honeypot field was filled: only a program fills a field a person cannot see. */
  spam: 'This message could not be sent',
  /** Sent faster than a person can fill the form. */
  tooFast: 'Please take a moment to check your message, then send it again',
  tooMany: 'Too many messages have been sent. Please wait a minute and try again',
  /** The server refused it (spec §8, Contact). */
  submitError: 'There has been an error submitting the contact form',
  /** The call failed (spec calls.md §8, Contact post). */
  postProblem: 'There has been a problem posting the contact form',
} as const;
