/** The six home tools: their tile, the section a tile scrolls to, and what the tool does in plain words. */
export interface HomeTool {
  sectionId: string;
  title: string;
  tileText: string;
  description: string[];
  comingSoon?: boolean;
}

export const homeTools: HomeTool[] = [
  {
    sectionId: 'pmi-removal',
    title: 'PMI/MIP Removal',
    tileText: 'See whether your mortgage insurance can go.',
    description: [
      'Most homeowners with less than 20% down pay mortgage insurance every month: PMI on a conventional loan, MIP on an FHA loan.',
      "Enter your address and we estimate your home's value, your loan balance and your loan-to-value, then tell you when the insurance can be removed: on request at 80% of the original value, automatically at 78%, or sooner on today's value.",
    ],
  },
  {
    sectionId: 'payment-design-center',
    title: 'Payment Design Center',
    tileText: 'Design a refinance payment that fits.',
    description: [
      'Choose how much cash to take out of your home, a 30-year or 15-year fixed term or a 5-year ARM, and a rate.',
      'We show the monthly payment it makes, split into principal, interest, taxes and insurance, so you can compare before you talk to anyone.',
    ],
  },
  {
    sectionId: 'dream-rate',
    title: 'Dream Rate',
    tileText: 'Name your rate; we watch the market.',
    description: [
      'Tell us the interest rate that would make a refinance worth it for you.',
      'We follow the weekly market rates and let you know when your dream rate is within reach.',
    ],
  },
  {
    sectionId: 'welcome-package',
    title: 'Welcome Package',
    tileText: 'Down payment help for new buyers.',
    description: [
      'Buying your first home? The welcome package includes the down payment assistance programs you may qualify for.',
      'Send us your details and an expert checks the programs in your county and walks you through them.',
    ],
  },
  {
    sectionId: 'solar-sun-score',
    title: 'Solar Sun Score',
    tileText: 'Does solar make sense for your roof?',
    description: [
      'We score how much sun your home gets and what solar panels could save you each month against what they cost.',
      'Ask for your score and a partner who installs solar can reach out with real numbers.',
    ],
  },
  {
    sectionId: 'search-by-payment',
    title: 'Search by Payment',
    tileText: 'Find homes by the monthly payment you can afford.',
    description: [
      'Start from the monthly payment you are comfortable with, not from a price.',
      "We work out what you could buy with each kind of loan at today's rates (conventional, FHA and, for veterans, VA): the most you could pay, what goes down, and how the payment splits into principal and interest, taxes and insurance. Then we show the homes for sale that fit.",
    ],
  },
];
