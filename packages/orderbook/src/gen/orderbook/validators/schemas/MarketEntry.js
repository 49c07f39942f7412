// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function MarketEntry(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.source === undefined) requiredFail(errors, path, "#", "source");
		if (data.network === undefined) requiredFail(errors, path, "#", "network");
		if (data.market_key === undefined) requiredFail(errors, path, "#", "market_key");
		if (data.open_orders === undefined) requiredFail(errors, path, "#", "open_orders");
		if (data.source !== undefined) {
			const data0 = data.source;
			if (typeof data0 != "string") typeFail(errors, path + "/source", "#/properties/source", "string");
		}
		if (data.network !== undefined) {
			const data1 = data.network;
			if (typeof data1 != "string") typeFail(errors, path + "/network", "#/properties/network", "string");
		}
		if (data.market_key !== undefined) {
			const data2 = data.market_key;
			if (typeof data2 != "string") typeFail(errors, path + "/market_key", "#/properties/market_key", "string");
		}
		if (data.open_orders !== undefined) {
			const data3 = data.open_orders;
			if (!isInteger(data3)) typeFail(errors, path + "/open_orders", "#/properties/open_orders", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/open_orders", "#/properties/open_orders", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	MarketEntry.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
