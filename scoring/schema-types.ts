// The schema.org type hierarchy, as far as scoring reads it: each type with its parents (schema.org's
// subClassOf). One table that page types, page facts, dates and the schema checks all ask through
// isA(type, "Article"), so a subtype always counts wherever its parent does.
// Source: https://schema.org/docs/full.html (schema.org 29).

const PARENTS: Readonly<Record<string, readonly string[]>> = {
  // Creative works.
  CreativeWork: ["Thing"],
  Article: ["CreativeWork"],
  NewsArticle: ["Article"],
  AnalysisNewsArticle: ["NewsArticle"],
  BackgroundNewsArticle: ["NewsArticle"],
  OpinionNewsArticle: ["NewsArticle"],
  ReportageNewsArticle: ["NewsArticle"],
  ReviewNewsArticle: ["NewsArticle", "CriticReview"],
  Report: ["Article"],
  ScholarlyArticle: ["Article"],
  MedicalScholarlyArticle: ["ScholarlyArticle"],
  TechArticle: ["Article"],
  APIReference: ["TechArticle"],
  SatiricalArticle: ["Article"],
  AdvertiserContentArticle: ["Article"],
  SocialMediaPosting: ["Article"],
  BlogPosting: ["SocialMediaPosting"],
  LiveBlogPosting: ["BlogPosting"],
  DiscussionForumPosting: ["SocialMediaPosting"],
  HowTo: ["CreativeWork"],
  Recipe: ["HowTo"],
  Review: ["CreativeWork"],
  CriticReview: ["Review"],
  UserReview: ["Review"],
  EmployerReview: ["Review"],
  WebSite: ["CreativeWork"],
  WebPage: ["CreativeWork"],
  AboutPage: ["WebPage"],
  CheckoutPage: ["WebPage"],
  CollectionPage: ["WebPage"],
  MediaGallery: ["CollectionPage"],
  ContactPage: ["WebPage"],
  FAQPage: ["WebPage"],
  ItemPage: ["WebPage"],
  MedicalWebPage: ["WebPage"],
  ProfilePage: ["WebPage"],
  QAPage: ["WebPage"],
  RealEstateListing: ["WebPage"],
  SearchResultsPage: ["WebPage"],
  SoftwareApplication: ["CreativeWork"],
  WebApplication: ["SoftwareApplication"],
  MobileApplication: ["SoftwareApplication"],
  VideoGame: ["SoftwareApplication"],
  // Products and offers.
  Product: ["Thing"],
  IndividualProduct: ["Product"],
  ProductCollection: ["Product"],
  ProductGroup: ["Product"],
  ProductModel: ["Product"],
  SomeProducts: ["Product"],
  Vehicle: ["Product"],
  Car: ["Vehicle"],
  Motorcycle: ["Vehicle"],
  BusOrCoach: ["Vehicle"],
  Intangible: ["Thing"],
  Service: ["Intangible"],
  Offer: ["Intangible"],
  AggregateOffer: ["Offer"],
  ItemList: ["Intangible"],
  BreadcrumbList: ["ItemList"],
  OfferCatalog: ["ItemList"],
  ContactPoint: ["Intangible"],
  PostalAddress: ["ContactPoint"],
  // Organizations and local businesses (LocalBusiness is an Organization and a Place).
  Organization: ["Thing"],
  Corporation: ["Organization"],
  OnlineBusiness: ["Organization"],
  OnlineStore: ["OnlineBusiness"],
  NGO: ["Organization"],
  NewsMediaOrganization: ["Organization"],
  EducationalOrganization: ["Organization"],
  CollegeOrUniversity: ["EducationalOrganization"],
  School: ["EducationalOrganization"],
  GovernmentOrganization: ["Organization"],
  MedicalOrganization: ["Organization"],
  SportsOrganization: ["Organization"],
  SportsTeam: ["SportsOrganization"],
  PerformingGroup: ["Organization"],
  ResearchOrganization: ["Organization"],
  Project: ["Organization"],
  Airline: ["Organization"],
  Consortium: ["Organization"],
  Cooperative: ["Organization"],
  PoliticalParty: ["Organization"],
  WorkersUnion: ["Organization"],
  LibrarySystem: ["Organization"],
  FundingScheme: ["Organization"],
  Place: ["Thing"],
  LocalBusiness: ["Organization", "Place"],
  Store: ["LocalBusiness"],
  FoodEstablishment: ["LocalBusiness"],
  Restaurant: ["FoodEstablishment"],
  CafeOrCoffeeShop: ["FoodEstablishment"],
  Bakery: ["FoodEstablishment"],
  BarOrPub: ["FoodEstablishment"],
  LodgingBusiness: ["LocalBusiness"],
  Hotel: ["LodgingBusiness"],
  MedicalBusiness: ["LocalBusiness"],
  Dentist: ["MedicalBusiness", "MedicalOrganization"],
  MedicalClinic: ["MedicalBusiness", "MedicalOrganization"],
  Optician: ["MedicalBusiness"],
  Pharmacy: ["MedicalBusiness", "MedicalOrganization"],
  Physician: ["MedicalBusiness", "MedicalOrganization"],
  VeterinaryCare: ["MedicalOrganization"],
  ProfessionalService: ["LocalBusiness"],
  LegalService: ["LocalBusiness"],
  Attorney: ["LegalService"],
  FinancialService: ["LocalBusiness"],
  AccountingService: ["FinancialService"],
  InsuranceAgency: ["FinancialService"],
  RealEstateAgent: ["LocalBusiness"],
  TravelAgency: ["LocalBusiness"],
  EmploymentAgency: ["LocalBusiness"],
  AutomotiveBusiness: ["LocalBusiness"],
  AutoDealer: ["AutomotiveBusiness"],
  AutoRepair: ["AutomotiveBusiness"],
  HealthAndBeautyBusiness: ["LocalBusiness"],
  BeautySalon: ["HealthAndBeautyBusiness"],
  HairSalon: ["HealthAndBeautyBusiness"],
  DaySpa: ["HealthAndBeautyBusiness"],
  SportsActivityLocation: ["LocalBusiness"],
  ExerciseGym: ["SportsActivityLocation"],
  HomeAndConstructionBusiness: ["LocalBusiness"],
  Plumber: ["HomeAndConstructionBusiness"],
  Electrician: ["HomeAndConstructionBusiness"],
  HVACBusiness: ["HomeAndConstructionBusiness"],
  RoofingContractor: ["HomeAndConstructionBusiness"],
  GeneralContractor: ["HomeAndConstructionBusiness"],
  Locksmith: ["HomeAndConstructionBusiness"],
  MovingCompany: ["HomeAndConstructionBusiness"],
  ChildCare: ["LocalBusiness"],
  EntertainmentBusiness: ["LocalBusiness"],
  DryCleaningOrLaundry: ["LocalBusiness"],
  SelfStorage: ["LocalBusiness"],
  ShoppingCenter: ["LocalBusiness"],
  GovernmentOffice: ["LocalBusiness"],
  Library: ["LocalBusiness"],
  Person: ["Thing"],
  Event: ["Thing"],
};

/**
 * schema.org has hundreds of LocalBusiness and Organization subtypes, all named alike (ShoeStore,
 * TaxiBusiness, SearchRescueOrganization): an unlisted type with such a name is read as one.
 */
const NAMED_LIKE: readonly [RegExp, string][] = [
  [/Store$/, "Store"],
  [/Business$/, "LocalBusiness"],
  [/Organization$/, "Organization"],
];

function parentsOf(type: string): readonly string[] {
  const listed = PARENTS[type];
  if (listed) return listed;
  const named = NAMED_LIKE.find(([pattern]) => pattern.test(type));
  return named && named[1] !== type ? [named[1]] : [];
}

/** Whether `type` (without its schema.org prefix) is `ancestor` or one of its subtypes. */
export function isA(type: string, ancestor: string): boolean {
  const seen = new Set<string>();
  const pending = [type];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next === ancestor) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...parentsOf(next));
  }
  return false;
}

/** Whether any of `types` is one of `ancestors` or a subtype of one. */
export function isAny(types: readonly string[], ancestors: readonly string[]): boolean {
  return types.some((type) => ancestors.some((ancestor) => isA(type, ancestor)));
}
