// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function BitcoinMarket(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.base === undefined) requiredFail(errors, path, "#", "base");
		if (data.target === undefined) requiredFail(errors, path, "#", "target");
		if (data.name === undefined) requiredFail(errors, path, "#", "name");
		if (data.last === undefined) requiredFail(errors, path, "#", "last");
		if (data.volume === undefined) requiredFail(errors, path, "#", "volume");
		if (data.trust_score === undefined) requiredFail(errors, path, "#", "trust_score");
		if (data.base !== undefined) {
			const data0 = data.base;
			if (typeof data0 != "string") typeFail(errors, path + "/base", "#/properties/base", "string");
		}
		if (data.target !== undefined) {
			const data1 = data.target;
			if (typeof data1 != "string") typeFail(errors, path + "/target", "#/properties/target", "string");
		}
		if (data.name !== undefined) {
			const data2 = data.name;
			if (typeof data2 != "string") typeFail(errors, path + "/name", "#/properties/name", "string");
		}
		if (data.last !== undefined) {
			const data3 = data.last;
			if (typeof data3 != "number") typeFail(errors, path + "/last", "#/properties/last", "number");
		}
		if (data.volume !== undefined) {
			const data4 = data.volume;
			if (typeof data4 != "number") typeFail(errors, path + "/volume", "#/properties/volume", "number");
		}
		if (data.trust_score !== undefined) {
			const data5 = data.trust_score;
			if (typeof data5 != "string") typeFail(errors, path + "/trust_score", "#/properties/trust_score", "string");
		}
	} else typeFail(errors, path, "#", "object");
	BitcoinMarket.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
