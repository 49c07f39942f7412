// Generated from specs/openapi/orderbook.yaml (`snapshot`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[^:]+:[^:]+:pair:(0|[1-9][0-9]*):(0|[1-9][0-9]*)_(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern1 = pattern("^[^:]+:[^:]+:module:[^:]+$", "u");
const pattern2 = pattern("^[^:]+:[^:]+:book:\\*$", "u");
const pattern3 = pattern("^[^:]+:[^:]+:collection:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern4 = pattern("^[^:]+:[^:]+:loan-token:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.market === undefined) requiredFail(errors, path, "#", "market");
		for (const key0 in data) {
			if (!(key0 === "market")) additionalFail(errors, path, "#", key0);
		}
		if (data.market !== undefined) {
			let data1 = data.market;
			if (typeof data1 != "string") {
				const type2 = typeof data1;
				let coerced3;
				if (type2 == "number" || type2 == "boolean") coerced3 = "" + data1;
				else if (data1 === null) coerced3 = "";
				else typeFail(errors, path + "/market", "#/properties/market", "string");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["market"] = coerced3;
				}
			}
			const errs4 = errors.length;
			let valid5 = false;
			const errs6 = errors.length;
			if (typeof data1 == "string") {
				if (!pattern0.test(data1)) patternFail(errors, path + "/market", "#/properties/market/anyOf/0", "^[^:]+:[^:]+:pair:(0|[1-9][0-9]*):(0|[1-9][0-9]*)_(0|[1-9][0-9]*):(0|[1-9][0-9]*)$");
			}
			valid5 = errors.length === errs6;
			if (!valid5) {
				const errs7 = errors.length;
				if (typeof data1 == "string") {
					if (!pattern1.test(data1)) patternFail(errors, path + "/market", "#/properties/market/anyOf/1", "^[^:]+:[^:]+:module:[^:]+$");
				}
				valid5 = errors.length === errs7;
			}
			if (!valid5) {
				const errs8 = errors.length;
				if (typeof data1 == "string") {
					if (!pattern2.test(data1)) patternFail(errors, path + "/market", "#/properties/market/anyOf/2", "^[^:]+:[^:]+:book:\\*$");
				}
				valid5 = errors.length === errs8;
			}
			if (!valid5) {
				const errs9 = errors.length;
				if (typeof data1 == "string") {
					if (!pattern3.test(data1)) patternFail(errors, path + "/market", "#/properties/market/anyOf/3", "^[^:]+:[^:]+:collection:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$");
				}
				valid5 = errors.length === errs9;
			}
			if (!valid5) {
				const errs10 = errors.length;
				if (typeof data1 == "string") {
					if (!pattern4.test(data1)) patternFail(errors, path + "/market", "#/properties/market/anyOf/4", "^[^:]+:[^:]+:loan-token:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$");
				}
				valid5 = errors.length === errs10;
			}
			if (valid5) {
				errors.length = errs4;
			} else {
				fail(errors, path + "/market", "#/properties/market/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
