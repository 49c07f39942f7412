// Generated from specs/openrpc/espo.yaml (`ammdata.get_btc_usd_price`) by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";
import { BtcUsdPriceObject } from "./schemas/BtcUsdPriceObject.js";
import { BtcUsdScaledPrice } from "./schemas/BtcUsdScaledPrice.js";
import { EspoInBandError } from "./schemas/EspoInBandError.js";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 1) fail(errors, path, "#/maxItems", "maxItems", { limit: 1 }, "must NOT have more than 1 items");
		if (data.length < 1) fail(errors, path, "#/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
		if (data.length > 0) {
			const data0 = data[0];
			if (isObject(data0)) {
				if (data0.height !== undefined) {
					const data1 = data0.height;
					if (!isInteger(data1)) typeFail(errors, path + "/0" + "/height", "#/prefixItems/0/properties/height", "integer");
					if (typeof data1 == "number") {
						if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/0" + "/height", "#/prefixItems/0/properties/height", "minimum", 0);
					}
				}
			} else typeFail(errors, path + "/0", "#/prefixItems/0", "object");
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (!BtcUsdScaledPrice(data, path)) errors.push(...BtcUsdScaledPrice.errors);
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		if (!BtcUsdPriceObject(data, path)) errors.push(...BtcUsdPriceObject.errors);
		valid1 = errors.length === errs3;
	}
	if (!valid1) {
		const errs4 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs4;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
