// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkEthAddress } from "@gw/runtime/common-validators/EthAddress";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";
import { checkUintString } from "@gw/runtime/common-validators/UintString";
import { checkUnixMillis } from "@gw/runtime/common-validators/UnixMillis";

const pattern0 = pattern("^(0x[0-9a-fA-F]{8})?$", "u");

export function TxRecord(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hash === undefined) requiredFail(errors, path, "#", "hash");
		if (data.from === undefined) requiredFail(errors, path, "#", "from");
		if (data.to === undefined) requiredFail(errors, path, "#", "to");
		if (data.nonce === undefined) requiredFail(errors, path, "#", "nonce");
		if (data.value === undefined) requiredFail(errors, path, "#", "value");
		if (data.gas_limit === undefined) requiredFail(errors, path, "#", "gas_limit");
		if (data.max_fee_per_gas === undefined) requiredFail(errors, path, "#", "max_fee_per_gas");
		if (data.max_priority_fee_per_gas === undefined) requiredFail(errors, path, "#", "max_priority_fee_per_gas");
		if (data.tx_type === undefined) requiredFail(errors, path, "#", "tx_type");
		if (data.input_len === undefined) requiredFail(errors, path, "#", "input_len");
		if (data.selector === undefined) requiredFail(errors, path, "#", "selector");
		if (data.first_seen_ms === undefined) requiredFail(errors, path, "#", "first_seen_ms");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.hash !== undefined) checkEthHash(errors, data.hash, path, "#/properties/hash", "hash");
		if (data.from !== undefined) checkEthAddress(errors, data.from, path, "#/properties/from", "from");
		if (data.to !== undefined) {
			const data0 = data.to;
			const errs1 = errors.length;
			let valid2 = false;
			let passing3 = null;
			const errs5 = errors.length;
			checkEthAddress(errors, data0, path, "#/properties/to/oneOf/0", "to");
			const valid4 = errors.length === errs5;
			if (valid4) {
				valid2 = true;
				passing3 = 0;
			}
			const errs7 = errors.length;
			if (!(data0 === null)) typeFail(errors, path + "/to", "#/properties/to/oneOf/1", "null");
			const valid6 = errors.length === errs7;
			if (valid6 && valid2) {
				valid2 = false;
				passing3 = [passing3, 1];
			} else {
				if (valid6) {
					valid2 = true;
					passing3 = 1;
				}
			}
			if (valid2) {
				errors.length = errs1;
			} else {
				fail(errors, path + "/to", "#/properties/to/oneOf", "oneOf", { passingSchemas: passing3 }, "must match exactly one schema in oneOf");
			}
		}
		if (data.nonce !== undefined) {
			const data8 = data.nonce;
			if (!isInteger(data8)) typeFail(errors, path + "/nonce", "#/properties/nonce", "integer");
			if (typeof data8 == "number") {
				if (data8 < 0 || isNaN(data8)) limitFail(errors, path + "/nonce", "#/properties/nonce", "minimum", 0);
			}
		}
		if (data.value !== undefined) checkUintString(errors, data.value, path, "#/properties/value", "value");
		if (data.gas_limit !== undefined) {
			const data9 = data.gas_limit;
			if (!isInteger(data9)) typeFail(errors, path + "/gas_limit", "#/properties/gas_limit", "integer");
			if (typeof data9 == "number") {
				if (data9 < 0 || isNaN(data9)) limitFail(errors, path + "/gas_limit", "#/properties/gas_limit", "minimum", 0);
			}
		}
		if (data.max_fee_per_gas !== undefined) checkUintString(errors, data.max_fee_per_gas, path, "#/properties/max_fee_per_gas", "max_fee_per_gas");
		if (data.max_priority_fee_per_gas !== undefined) checkUintString(errors, data.max_priority_fee_per_gas, path, "#/properties/max_priority_fee_per_gas", "max_priority_fee_per_gas");
		if (data.tx_type !== undefined) {
			const data10 = data.tx_type;
			if (!isInteger(data10)) typeFail(errors, path + "/tx_type", "#/properties/tx_type", "integer");
			if (typeof data10 == "number") {
				if (data10 < 0 || isNaN(data10)) limitFail(errors, path + "/tx_type", "#/properties/tx_type", "minimum", 0);
			}
		}
		if (data.input_len !== undefined) {
			const data11 = data.input_len;
			if (!isInteger(data11)) typeFail(errors, path + "/input_len", "#/properties/input_len", "integer");
			if (typeof data11 == "number") {
				if (data11 < 0 || isNaN(data11)) limitFail(errors, path + "/input_len", "#/properties/input_len", "minimum", 0);
			}
		}
		if (data.selector !== undefined) {
			const data12 = data.selector;
			if (typeof data12 == "string") {
				if (!pattern0.test(data12)) patternFail(errors, path + "/selector", "#/properties/selector", "^(0x[0-9a-fA-F]{8})?$");
			} else typeFail(errors, path + "/selector", "#/properties/selector", "string");
		}
		if (data.first_seen_ms !== undefined) checkUnixMillis(errors, data.first_seen_ms, path, "#/properties/first_seen_ms", "first_seen_ms");
		if (data.seq !== undefined) {
			const data13 = data.seq;
			if (!isInteger(data13)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data13 == "number") {
				if (data13 < 0 || isNaN(data13)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	TxRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
