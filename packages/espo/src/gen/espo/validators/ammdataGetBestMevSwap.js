// Generated from specs/openrpc/espo.yaml (`ammdata.get_best_mev_swap`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { SwapHop } from "./schemas/SwapHop.js";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";
import { checkIntString } from "@gw/runtime/common-validators/IntString";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.token === undefined) requiredFail(errors, path, "#", "token");
		for (const key0 in data) {
			if (!(key0 === "token" || key0 === "fee_bps" || key0 === "max_hops")) additionalFail(errors, path, "#", key0);
		}
		if (data.token !== undefined) checkAlkaneIdText(errors, data.token, path, "#/properties/token", "token");
		if (data.fee_bps !== undefined) {
			const data1 = data.fee_bps;
			if (!isInteger(data1)) typeFail(errors, path + "/fee_bps", "#/properties/fee_bps", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/fee_bps", "#/properties/fee_bps", "minimum", 0);
			}
		}
		if (data.max_hops !== undefined) {
			const data2 = data.max_hops;
			if (!isInteger(data2)) typeFail(errors, path + "/max_hops", "#/properties/max_hops", "integer");
			if (typeof data2 == "number") {
				if (data2 < 1 || isNaN(data2)) limitFail(errors, path + "/max_hops", "#/properties/max_hops", "minimum", 1);
			}
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (isObject(data)) {
		if (data.ok === undefined) requiredFail(errors, path, "#/anyOf/0", "ok");
		if (data.token === undefined) requiredFail(errors, path, "#/anyOf/0", "token");
		if (data.fee_bps === undefined) requiredFail(errors, path, "#/anyOf/0", "fee_bps");
		if (data.max_hops === undefined) requiredFail(errors, path, "#/anyOf/0", "max_hops");
		if (data.amount_in === undefined) requiredFail(errors, path, "#/anyOf/0", "amount_in");
		if (data.amount_out === undefined) requiredFail(errors, path, "#/anyOf/0", "amount_out");
		if (data.profit === undefined) requiredFail(errors, path, "#/anyOf/0", "profit");
		if (data.hops === undefined) requiredFail(errors, path, "#/anyOf/0", "hops");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.token !== undefined) checkAlkaneIdText(errors, data.token, path, "#/anyOf/0/properties/token", "token");
		if (data.fee_bps !== undefined) {
			const data4 = data.fee_bps;
			if (!isInteger(data4)) typeFail(errors, path + "/fee_bps", "#/anyOf/0/properties/fee_bps", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/fee_bps", "#/anyOf/0/properties/fee_bps", "minimum", 0);
			}
		}
		if (data.max_hops !== undefined) {
			const data5 = data.max_hops;
			if (!isInteger(data5)) typeFail(errors, path + "/max_hops", "#/anyOf/0/properties/max_hops", "integer");
			if (typeof data5 == "number") {
				if (data5 < 0 || isNaN(data5)) limitFail(errors, path + "/max_hops", "#/anyOf/0/properties/max_hops", "minimum", 0);
			}
		}
		if (data.amount_in !== undefined) checkDecimalString(errors, data.amount_in, path, "#/anyOf/0/properties/amount_in", "amount_in");
		if (data.amount_out !== undefined) checkDecimalString(errors, data.amount_out, path, "#/anyOf/0/properties/amount_out", "amount_out");
		if (data.profit !== undefined) {
			const data6 = data.profit;
			const errs7 = errors.length;
			let valid8 = false;
			const errs9 = errors.length;
			checkDecimalString(errors, data6, path, "#/anyOf/0/properties/profit/anyOf/0", "profit");
			valid8 = errors.length === errs9;
			if (!valid8) {
				const errs10 = errors.length;
				checkIntString(errors, data6, path, "#/anyOf/0/properties/profit/anyOf/1", "profit");
				valid8 = errors.length === errs10;
			}
			if (valid8) {
				errors.length = errs7;
			} else {
				fail(errors, path + "/profit", "#/anyOf/0/properties/profit/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
		if (data.hops !== undefined) {
			const data11 = data.hops;
			if (Array.isArray(data11)) {
				const path0 = path + "/hops";
				for (let i12 = 0; i12 < data11.length; i12++) {
					if (!SwapHop(data11[i12])) errors.push(...failed(SwapHop, data11[i12], path0 + "/" + i12));
				}
			} else typeFail(errors, path + "/hops", "#/anyOf/0/properties/hops", "array");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs13 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs13;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
