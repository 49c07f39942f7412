// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { UsdQuote } from "./UsdQuote.js";

export function BitcoinMarketWeekly(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.market_data === undefined) requiredFail(errors, path, "#", "market_data");
		if (data.market_data !== undefined) {
			const data0 = data.market_data;
			if (isObject(data0)) {
				if (data0.current_price === undefined) requiredFail(errors, path + "/market_data", "#/properties/market_data", "current_price");
				if (data0.high_52w === undefined) requiredFail(errors, path + "/market_data", "#/properties/market_data", "high_52w");
				if (data0.low_52w === undefined) requiredFail(errors, path + "/market_data", "#/properties/market_data", "low_52w");
				if (data0.current_price !== undefined) {
					if (!UsdQuote(data0.current_price)) errors.push(...failed(UsdQuote, data0.current_price, path + "/market_data" + "/current_price"));
				}
				if (data0.high_52w !== undefined) {
					if (!UsdQuote(data0.high_52w)) errors.push(...failed(UsdQuote, data0.high_52w, path + "/market_data" + "/high_52w"));
				}
				if (data0.low_52w !== undefined) {
					if (!UsdQuote(data0.low_52w)) errors.push(...failed(UsdQuote, data0.low_52w, path + "/market_data" + "/low_52w"));
				}
			} else typeFail(errors, path + "/market_data", "#/properties/market_data", "object");
		}
	} else typeFail(errors, path, "#", "object");
	BitcoinMarketWeekly.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
