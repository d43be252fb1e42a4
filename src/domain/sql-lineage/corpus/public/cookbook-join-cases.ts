import type { CorpusCase } from '../corpus-cases.ts';
import { BROKER, copied, dataset, influenced, named } from './public-datasets.ts';

/** Hand-checked lineage of the Cookbook's join recipes (PROVENANCE.md), written from the SQL. */

const LOCAL_KAFKA = 'kafka://localhost:9092';

export const COOKBOOK_JOIN_CASES: readonly CorpusCase[] = [
  {
    file: 'cookbook-regular-join.sql',
    shape: 'INNER JOIN on table-qualified keys, unqualified select items',
    job: { inputs: [named('NOC'), named('RealNames')], outputs: [named('agent_names', ['name', 'codename'])] },
    hops: [
      'agent_names.name <- RealNames.name DIRECT/IDENTITY',
      'agent_names.codename <- NOC.codename DIRECT/IDENTITY',
      'agent_names <- NOC.agent_id INDIRECT/JOIN',
      'agent_names <- RealNames.agent_id INDIRECT/JOIN',
    ],
    outputs: [`${BROKER}/agent_names`],
  },
  {
    file: 'cookbook-interval-join.sql',
    shape: 'join on computed time columns (TIMESTAMPADD(DAY, …, CURRENT_TIMESTAMP)), BETWEEN in WHERE',
    job: { inputs: [named('orders'), named('shipments')], outputs: [named('order_shipments', ['order_id', 'order_time', 'shipment_time', 'day_diff'])] },
    // Both time columns are computed from RAND() and CURRENT_TIMESTAMP only: no source field behind them.
    hops: [
      'order_shipments.order_id <- orders.id DIRECT/IDENTITY',
      'order_shipments <- orders.id INDIRECT/JOIN',
      'order_shipments <- shipments.order_id INDIRECT/JOIN',
    ],
    outputs: [`${BROKER}/order_shipments`],
  },
  {
    file: 'cookbook-temporal-join.sql',
    shape: 'event-time temporal join on an upsert-kafka table, back-quoted DDL columns',
    job: {
      inputs: [dataset(LOCAL_KAFKA, 'transactions'), dataset(LOCAL_KAFKA, 'currency_rates')],
      outputs: [named('transactions_in_eur', ['id', 'total_eur', 'total', 'currency_code', 'transaction_time'])],
    },
    hops: [
      ...copied('transactions_in_eur', 'transactions', ['id', 'total', 'transaction_time']),
      'transactions_in_eur.total_eur <- transactions.total DIRECT/TRANSFORMATION',
      'transactions_in_eur.total_eur <- currency_rates.eur_rate DIRECT/TRANSFORMATION',
      'transactions_in_eur.currency_code <- currency_rates.currency_code DIRECT/IDENTITY',
      ...influenced('transactions_in_eur', 'transactions', 'JOIN', ['transaction_time', 'currency_code']),
      'transactions_in_eur <- currency_rates.currency_code INDIRECT/JOIN',
    ],
    outputs: [`${BROKER}/transactions_in_eur`],
  },
  {
    file: 'cookbook-create-table-like.sql',
    shape: 'CREATE TABLE … WITH (…) LIKE src (EXCLUDING OPTIONS) without a column list, then SELECT * from it',
    job: { inputs: [named('currency_rates_faker')], outputs: [dataset(LOCAL_KAFKA, 'currency_rates')] },
    hops: copied('currency_rates', 'currency_rates_faker', ['currency_code', 'eur_rate', 'rate_time']),
    outputs: [`${LOCAL_KAFKA}/currency_rates`],
  },
  {
    file: 'cookbook-lookup-join.sql',
    shape: 'lookup join on a JDBC table, CASE WHEN on the looked-up column',
    job: {
      inputs: [named('subscriptions'), dataset('mysql://localhost:3306', 'mysql-database.users')],
      outputs: [named('subscriptions_enriched', ['subscription_id', 'subscription_type', 'user_age', 'is_minor'])],
    },
    hops: [
      'subscriptions_enriched.subscription_id <- subscriptions.id DIRECT/IDENTITY',
      'subscriptions_enriched.subscription_type <- subscriptions.type DIRECT/IDENTITY',
      'subscriptions_enriched.user_age <- mysql-database.users.age DIRECT/IDENTITY',
      'subscriptions_enriched.is_minor <- mysql-database.users.age INDIRECT/CONDITIONAL',
      'subscriptions_enriched <- subscriptions.user_id INDIRECT/JOIN',
      'subscriptions_enriched <- mysql-database.users.user_id INDIRECT/JOIN',
    ],
    outputs: [`${BROKER}/subscriptions_enriched`],
  },
  {
    file: 'cookbook-star-schema.sql',
    shape: 'star schema: four temporal joins, the same table twice under two aliases',
    job: {
      inputs: ['train_activities', 'booking_channels', 'passengers', 'stations'].map((t) => dataset(LOCAL_KAFKA, t)),
      outputs: [named('train_activities_enriched', ['actual_departure_date', 'first_name', 'last_name', 'channel', 'origin_station', 'destination_station'])],
    },
    hops: [
      'train_activities_enriched.actual_departure_date <- train_activities.actual_departure_date DIRECT/IDENTITY',
      ...copied('train_activities_enriched', 'passengers', ['first_name', 'last_name']),
      'train_activities_enriched.channel <- booking_channels.channel DIRECT/IDENTITY',
      'train_activities_enriched.origin_station <- stations.city DIRECT/IDENTITY',
      'train_activities_enriched.destination_station <- stations.city DIRECT/IDENTITY',
      ...influenced('train_activities_enriched', 'train_activities', 'JOIN', [
        'actual_departure_date',
        'booking_channel_key',
        'passenger_key',
        'origin_station_key',
        'destination_station_key',
      ]),
      'train_activities_enriched <- booking_channels.booking_channel_key INDIRECT/JOIN',
      'train_activities_enriched <- passengers.passenger_key INDIRECT/JOIN',
      'train_activities_enriched <- stations.station_key INDIRECT/JOIN',
    ],
    outputs: [`${BROKER}/train_activities_enriched`],
  },
  {
    file: 'cookbook-lateral-join.sql',
    shape: 'LATERAL subquery correlated to an earlier FROM item (SELECT DISTINCT), view over ROW_NUMBER dedup',
    job: { inputs: [named('People')], outputs: [named('top_cities', ['state', 'city', 'population'])] },
    hops: [
      'top_cities.state <- People.state DIRECT/IDENTITY',
      'top_cities.city <- People.city DIRECT/IDENTITY',
      ...influenced('top_cities', 'People', 'SORT', ['id', 'arrival_time']),
      ...influenced('top_cities', 'People', 'GROUP_BY', ['city', 'state']),
      'top_cities <- People.state INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/top_cities`],
  },
  {
    file: 'cookbook-expanding-arrays.sql',
    shape: 'CROSS JOIN UNNEST in a view, then a processing-time temporal join, back-quoted qualified names',
    job: { inputs: [named('HarryPotter'), named('Spells_Language')], outputs: [named('character_spell_languages', ['character', 'spell', 'spoken_language'])] },
    hops: [
      'character_spell_languages.character <- HarryPotter.character DIRECT/IDENTITY',
      'character_spell_languages.spell <- HarryPotter.spells DIRECT/TRANSFORMATION',
      'character_spell_languages.spoken_language <- Spells_Language.spoken_language DIRECT/IDENTITY',
      'character_spell_languages <- HarryPotter.spells INDIRECT/JOIN',
      'character_spell_languages <- Spells_Language.spells INDIRECT/JOIN',
    ],
    outputs: [`${BROKER}/character_spell_languages`],
  },
];
