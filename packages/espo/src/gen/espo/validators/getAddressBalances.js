// Generated from specs/openrpc/espo.yaml (`get_address_balances`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { AlkaneAmountMap } from "./schemas/AlkaneAmountMap.js";
import { BalancesEntry } from "./schemas/BalancesEntry.js";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(key0 === "address" || key0 === "include_outpoints")) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path, "#/properties/address", "address");
		if (data.include_outpoints !== undefined) {
			const data1 = data.include_outpoints;
			if (typeof data1 != "boolean") typeFail(errors, path + "/include_outpoints", "#/properties/include_outpoints", "boolean");
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
		if (data.address === undefined) requiredFail(errors, path, "#/anyOf/0", "address");
		if (data.balances === undefined) requiredFail(errors, path, "#/anyOf/0", "balances");
		if (data.outpoints === undefined) requiredFail(errors, path, "#/anyOf/0", "outpoints");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.address !== undefined) {
			const data4 = data.address;
			if (typeof data4 != "string") typeFail(errors, path + "/address", "#/anyOf/0/properties/address", "string");
		}
		if (data.balances !== undefined) {
			if (!AlkaneAmountMap(data.balances)) errors.push(...failed(AlkaneAmountMap, data.balances, path + "/balances"));
		}
		if (data.outpoints !== undefined) {
			const data5 = data.outpoints;
			if (Array.isArray(data5)) {
				const path0 = path + "/outpoints";
				for (let i6 = 0; i6 < data5.length; i6++) {
					if (!BalancesEntry(data5[i6])) errors.push(...failed(BalancesEntry, data5[i6], path0 + "/" + i6));
				}
			} else typeFail(errors, path + "/outpoints", "#/anyOf/0/properties/outpoints", "array");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs7 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs7;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
