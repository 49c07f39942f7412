// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { fail, isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkEthAddress } from "@gw/runtime/common-validators/EthAddress";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

const pattern0 = pattern("^0x[0-9a-fA-F]{1,2}$", "u");

export function EthCallRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
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
		if (data.data !== undefined) checkHex0x(errors, data.data, path, "#/properties/data", "data");
		if (data.input !== undefined) checkHex0x(errors, data.input, path, "#/properties/input", "input");
		if (data.from !== undefined) checkEthAddress(errors, data.from, path, "#/properties/from", "from");
		if (data.gas !== undefined) checkEthQuantity(errors, data.gas, path, "#/properties/gas", "gas");
		if (data.gasPrice !== undefined) checkEthQuantity(errors, data.gasPrice, path, "#/properties/gasPrice", "gasPrice");
		if (data.maxFeePerGas !== undefined) checkEthQuantity(errors, data.maxFeePerGas, path, "#/properties/maxFeePerGas", "maxFeePerGas");
		if (data.maxPriorityFeePerGas !== undefined) checkEthQuantity(errors, data.maxPriorityFeePerGas, path, "#/properties/maxPriorityFeePerGas", "maxPriorityFeePerGas");
		if (data.value !== undefined) checkEthQuantity(errors, data.value, path, "#/properties/value", "value");
		if (data.nonce !== undefined) checkEthQuantity(errors, data.nonce, path, "#/properties/nonce", "nonce");
		if (data.type !== undefined) {
			const data8 = data.type;
			if (typeof data8 == "string") {
				if (!pattern0.test(data8)) patternFail(errors, path + "/type", "#/properties/type", "^0x[0-9a-fA-F]{1,2}$");
			} else typeFail(errors, path + "/type", "#/properties/type", "string");
		}
		if (data.chainId !== undefined) checkEthQuantity(errors, data.chainId, path, "#/properties/chainId", "chainId");
		if (data.accessList !== undefined) {
			const data9 = data.accessList;
			if (Array.isArray(data9)) {
				const path0 = path + "/accessList";
				for (let i10 = 0; i10 < data9.length; i10++) {
					const data11 = data9[i10];
					if (isObject(data11)) {
						if (data11.address === undefined) requiredFail(errors, path0 + "/" + i10, "#/properties/accessList/items", "address");
						if (data11.storageKeys === undefined) requiredFail(errors, path0 + "/" + i10, "#/properties/accessList/items", "storageKeys");
						if (data11.address !== undefined) checkEthAddress(errors, data11.address, path0 + "/" + i10, "#/properties/accessList/items/properties/address", "address");
						if (data11.storageKeys !== undefined) {
							const data12 = data11.storageKeys;
							if (Array.isArray(data12)) {
								const path1 = path0 + "/" + i10 + "/storageKeys";
								for (let i13 = 0; i13 < data12.length; i13++) checkEthHash(errors, data12[i13], path1, "#/properties/accessList/items/properties/storageKeys/items", i13);
							} else typeFail(errors, path0 + "/" + i10 + "/storageKeys", "#/properties/accessList/items/properties/storageKeys", "array");
						}
					} else typeFail(errors, path0 + "/" + i10, "#/properties/accessList/items", "object");
				}
			} else typeFail(errors, path + "/accessList", "#/properties/accessList", "array");
		}
	} else typeFail(errors, path, "#", "object");
	EthCallRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
